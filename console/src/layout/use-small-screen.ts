import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the screen is a phone's (under Material UI's `sm`, 600 px): lists then show a
 * SimpleList rather than a Datagrid, which would scroll sideways, as react-admin's demo does.
 */
export const useSmallScreen = () =>
  useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
