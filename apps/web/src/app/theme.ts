import type { Locale } from '@gestar/domain/i18n/locales';
import { esES, ptBR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

// Breakpoint md = 768 px: the spec's mobile layout applies at 767 px or less.
const breakpoints = { values: { xs: 0, sm: 600, md: 768, lg: 1200, xl: 1536 } };
const base = createTheme({ breakpoints });
/** Phones: the spec's mobile layout, where a finger taps. */
const PHONE = base.breakpoints.down('md');
/** Smallest tap target on phones (WCAG 2.5.5 / Apple HIG 44 pt). */
export const MIN_TAP = 44;

// Tap targets are enforced here, once, so every screen gets them (row icons, RESERVAR, paging, checkboxes, small
// selects); e2e/tests/field-audit.spec.ts measures every screen against MIN_TAP.
const options = {
  // Read in the sun: the sync bar and the rows' saved/unsaved chips (white text on these) reach 7:1 (WCAG AAA);
  // MUI's defaults were 3.1:1 ('Não salva' on #ed6c02) and 3.8:1 (the sync bar on #e65100). theme.test.ts checks.
  palette: {
    primary: { main: '#1b5e20' },
    secondary: { main: '#8d6e63' },
    success: { main: '#1b5e20', dark: '#103d14', contrastText: '#fff' },
    warning: { main: '#8f3600', dark: '#6d2900', contrastText: '#fff' },
    error: { main: '#c62828', dark: '#8e0000', contrastText: '#fff' },
    background: { default: '#f4f6f4' },
    // Disabled labels and hints (a read-only form, a Cliente's screens) are still read: 4.5:1 on white and on
    // the page's grey, not MUI's 2.7:1. Disabled buttons keep MUI's faded text and background, so a button that
    // cannot be pressed still looks it.
    text: { disabled: '#6e6e6e' },
  },
  breakpoints,
  components: {
    // Subtitles are the bold first line of a card or a small label, never a heading: as MUI's default <h6> they
    // broke the order of the page's headings (axe `heading-order`). A real heading sets its `component`.
    MuiTypography: {
      defaultProps: { variantMapping: { subtitle1: 'div', subtitle2: 'div' } },
    },
    MuiButtonBase: {
      styleOverrides: { root: { [PHONE]: { minHeight: MIN_TAP, minWidth: MIN_TAP } } },
    },
    MuiButton: {
      styleOverrides: { root: { [PHONE]: { minHeight: MIN_TAP, minWidth: MIN_TAP } } },
    },
    MuiIconButton: {
      styleOverrides: { root: { [PHONE]: { minHeight: MIN_TAP, minWidth: MIN_TAP } } },
    },
    MuiCheckbox: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    MuiRadio: { styleOverrides: { root: { [PHONE]: { padding: 10 } } } },
    MuiSwitch: {
      styleOverrides: {
        root: { [PHONE]: { height: MIN_TAP + 2, width: 62, padding: 16 } },
        switchBase: { [PHONE]: { padding: 12 } },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          [PHONE]: {
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: MIN_TAP,
            minWidth: MIN_TAP,
          },
        },
      },
    },
    // Small selects and inputs (the protocol step editor, filters) grow to a finger's height.
    MuiInputBase: {
      styleOverrides: {
        inputSizeSmall: {
          [PHONE]: { paddingTop: '10.5px !important', paddingBottom: '10.5px !important' },
        },
      },
    },
    MuiAutocomplete: {
      styleOverrides: {
        endAdornment: { [PHONE]: { top: `calc(50% - ${MIN_TAP / 2}px)` } },
        root: {
          [PHONE]: {
            '&.MuiAutocomplete-hasPopupIcon .MuiAutocomplete-inputRoot, &.MuiAutocomplete-hasClearIcon .MuiAutocomplete-inputRoot':
              { paddingRight: MIN_TAP + 12 },
            '&.MuiAutocomplete-hasPopupIcon.MuiAutocomplete-hasClearIcon .MuiAutocomplete-inputRoot': {
              paddingRight: MIN_TAP * 2 + 12,
            },
          },
        },
      },
    },
    MuiTablePagination: {
      styleOverrides: { actions: { [PHONE]: { marginLeft: 8 } } },
    },
  },
} satisfies Parameters<typeof createTheme>[0];

// MUI's own texts (paging, empty lists, close buttons) in the reader's language.
export const theme = createTheme(options, ptBR);
let spanishTheme: typeof theme | undefined;

export function themeFor(locale: Locale): typeof theme {
  if (locale === 'pt-BR') return theme;
  spanishTheme ??= createTheme(options, esES);
  return spanishTheme;
}
