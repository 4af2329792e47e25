import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BRANDS, brandFromHostname } from '@kyu/core';

/** react-admin's theme in the brand's colours (the brand is chosen from the hostname). */
export const brandTheme = (hostname: string): RaThemeOptions => {
  const { colours } = BRANDS[brandFromHostname(hostname)];
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      primary: { main: colours.primary },
      secondary: { main: colours.secondary1 },
    },
  };
};
