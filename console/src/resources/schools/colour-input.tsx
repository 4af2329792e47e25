import { InputHelperText, ResettableTextField, regex, useInput } from 'react-admin';
import { HEX_COLOUR } from './slots';

const hexColour = regex(HEX_COLOUR, 'Use a hex colour such as #3B4CCA');

/**
 * A white-label colour: typed as `#RRGGBB` or picked with the browser's colour picker. Empty
 * means "use the brand's own colour", which a bare `<input type="color">` cannot say.
 */
export const ColourInput = ({ source, label }: { source: string; label: string }) => {
  const { field, fieldState, id } = useInput({
    source,
    validate: hexColour,
    format: (value: string | null | undefined) => value ?? '',
    parse: (value: string) => (value.trim() === '' ? null : value.trim()),
  });
  const value = typeof field.value === 'string' && HEX_COLOUR.test(field.value) ? field.value : '';

  return (
    <ResettableTextField
      {...field}
      id={id}
      label={label}
      placeholder="#RRGGBB"
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      // The swatch sits where an empty field's label would rest, so the label stays above it.
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          startAdornment: (
            <input
              type="color"
              className="kyu-colour-picker"
              aria-label={`Pick ${label}`}
              value={value || '#FFFFFF'}
              onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            />
          ),
        },
      }}
    />
  );
};
