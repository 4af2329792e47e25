import { SaveButton, Toolbar } from 'react-admin';

/**
 * A form's one submit button, labelled for what it does. On a phone react-admin pins a form's
 * toolbar to the bottom of the window, one form to a page; these pages hold several forms, so
 * each keeps its button under its own fields.
 */
export const FormToolbar = ({ label, disabled }: { label: string; disabled?: boolean }) => (
  <Toolbar sx={{ '&.RaToolbar-mobileToolbar': { position: 'static' } }}>
    <SaveButton
      label={label}
      icon={<></>}
      {...(disabled === undefined ? { alwaysEnable: true } : { disabled })}
    />
  </Toolbar>
);

/** A SimpleForm's own padding, without the room react-admin leaves on a phone for a pinned toolbar. */
export const FORM_SX = { '&&': { pb: 0 } };
