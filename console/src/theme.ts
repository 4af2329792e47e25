import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRANDS, brandFromHostname } from '@kyu/core';
import { legibleOnWhite } from './legible';

type Labelled = { 'aria-label'?: string };

/**
 * react-admin gives a list row's "Select this row" checkbox its aria-label on MUI's wrapping
 * span, which has no role, so the checkbox itself has no name (axe: label, aria-prohibited-attr).
 * Every checkbox's aria-label goes to its input instead.
 */
const checkboxLabelOnInput = {
  slotProps: {
    root: (props: Labelled) => (props['aria-label'] ? { 'aria-label': undefined } : {}),
    input: (props: Labelled) => (props['aria-label'] ? { 'aria-label': props['aria-label'] } : {}),
  },
};

/** react-admin's theme in the brand's colours (the brand is chosen from the hostname). */
export const brandTheme = (hostname: string): RaThemeOptions => {
  const { colours } = BRANDS[brandFromHostname(hostname)];
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      // Primary is the colour of links and text buttons on white; MUI picks the text on a
      // filled button by this threshold, WCAG AA's rather than its default 3.
      primary: { main: legibleOnWhite(colours.primary) },
      secondary: { main: legibleOnWhite(colours.secondary1) },
      contrastThreshold: 4.5,
    },
    components: {
      ...defaultTheme.components,
      MuiCheckbox: { defaultProps: checkboxLabelOnInput },
      // The console's phone lists put a state chip where react-admin fades its third text to
      // 54%, which would wash a chip's colours out below a readable contrast.
      RaSimpleList: {
        styleOverrides: { root: { '& .RaSimpleList-tertiary': { opacity: 1 } } },
      },
      // An empty list's "No Courses yet." is faded to half by react-admin, below AA contrast.
      RaEmpty: {
        styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: '#4b5563' } } },
      },
      // react-admin's layout is at least as wide as its widest content (`fit-content`), so one
      // wide form or tab bar made the whole page scroll sideways on a phone. Held to the screen,
      // the content shrinks to it: fields narrow, tab bars scroll, tables scroll in their card.
      RaLayout: {
        styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
      },
    },
  };
};
