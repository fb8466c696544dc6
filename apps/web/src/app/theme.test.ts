import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

// Read in the sun at the chute: white text on the sync bar and on the rows' state chips at 7:1 or more.
describe('contrast of the field colours', () => {
  const { palette } = theme;
  it.each([
    ['sync bar, changes waiting', palette.warning.dark],
    ['sync bar, failed', palette.error.dark],
    ['sync bar, offline', palette.grey[800]],
    ['sync bar, up to date', palette.primary.dark],
    ["row chip 'Não salva'", palette.warning.main],
    ["row chip 'Salva'", palette.success.main],
  ])('%s: white text at 7:1 or more', (_what, background) => {
    expect(getContrastRatio('#fff', background)).toBeGreaterThanOrEqual(7);
  });

  it.each([
    ['a card', '#fff'],
    ['the page', palette.background.default],
  ])('disabled labels and hints on %s: 4.5:1 or more', (_where, background) => {
    expect(getContrastRatio(palette.text.disabled, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('chips and buttons in those colours draw white text', () => {
    expect(palette.warning.contrastText).toBe('#fff');
    expect(palette.success.contrastText).toBe('#fff');
    expect(palette.error.contrastText).toBe('#fff');
  });
});

describe('headings', () => {
  it('subtitles render as plain blocks (a chip may sit in them), not as <h6> headings out of order', () => {
    const mapping = theme.components?.MuiTypography?.defaultProps?.variantMapping;
    expect(mapping?.subtitle1).toBe('div');
    expect(mapping?.subtitle2).toBe('div');
  });
});
