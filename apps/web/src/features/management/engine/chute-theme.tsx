import { type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A gloved thumb's target on the chute screens' phones (the other screens keep the theme's 44 px). */
export const CHUTE_TAP = 48;

/**
 * An explicit height of a chute button: the thumb's 48 px on phones, the desktop's 44 px as it was (an `sx`
 * height wins over the theme's, so such a button says both).
 */
export const CHUTE_BUTTON_HEIGHT = { xs: CHUTE_TAP, md: 44 } as const;

type Styles = Record<string, unknown>;

const isPlain = (value: unknown): value is Styles =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `over` laid on `under`, object by object (the outer theme's phone rules stay unless replaced). */
function merged(under: unknown, over: Styles): Styles {
  const result: Styles = isPlain(under) ? { ...under } : {};
  for (const [key, value] of Object.entries(over)) {
    result[key] = isPlain(value) ? merged(result[key], value) : value;
  }
  return result;
}

function chuteTheme(outer: Theme): Theme {
  const phone = outer.breakpoints.down('md');
  const tap = { [phone]: { minHeight: CHUTE_TAP, minWidth: CHUTE_TAP } };
  const overrides: Styles = {
    MuiButtonBase: { styleOverrides: { root: tap } },
    MuiButton: { styleOverrides: { root: tap } },
    MuiIconButton: { styleOverrides: { root: tap } },
    MuiLink: { styleOverrides: { root: { [phone]: { minHeight: CHUTE_TAP } } } },
    MuiCheckbox: { styleOverrides: { root: { [phone]: { padding: 12 } } } },
    // The switch's thumb (a 48 px button) sits on a track centred in a 50 px box.
    MuiSwitch: {
      styleOverrides: { root: { [phone]: { height: CHUTE_TAP + 2, width: 66, padding: 18 } } },
    },
    // Small selects and text fields: 23 px of text and 25 px around it.
    MuiInputBase: {
      styleOverrides: {
        inputSizeSmall: { [phone]: { paddingTop: '12.5px !important', paddingBottom: '12.5px !important' } },
      },
    },
    // Crumbs that wrap stack a thumb's gap apart, not touching.
    MuiBreadcrumbs: { styleOverrides: { ol: { [phone]: { rowGap: 8 } } } },
    // A message ('Não entendi…', 'Matriz movida') shows above the bottom bar of actions, not over them.
    MuiSnackbar: {
      styleOverrides: {
        root: {
          [phone]: {
            '&.MuiSnackbar-anchorOriginBottomLeft, &.MuiSnackbar-anchorOriginBottomCenter, &.MuiSnackbar-anchorOriginBottomRight':
              { bottom: `calc(${CHUTE_TAP + 24}px + env(safe-area-inset-bottom, 0px))` },
          },
        },
      },
    },
  };
  return { ...outer, components: merged(outer.components, overrides) as Theme['components'] };
}

/**
 * The chute screens' targets on phones: every button, select, text field, crumb and switch at least 48 px, for a
 * gloved thumb in a corral. Desktops keep the app's density.
 */
export function ChuteTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={chuteTheme}>{children}</ThemeProvider>;
}
