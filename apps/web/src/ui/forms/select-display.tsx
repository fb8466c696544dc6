import { Box, MenuItem, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A choice of a select. `detail` is what tells apart choices whose labels are alike (two lots of one bull:
 * the lot's code), shown on a line of its own so it is never the part an ellipsis cuts off.
 */
export type Option = { id: string; label: string; detail?: string };

function OptionLines({ option }: { option: Option }) {
  return (
    <Box sx={{ minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {/* Blocks, so a screen reader and the option's accessible name keep the two parts apart. */}
      <Box component="span" sx={{ display: 'block' }}>
        {option.label}
      </Box>
      {option.detail && (
        <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
          {option.detail}
        </Box>
      )}
    </Box>
  );
}

/** The list items of `options`, each with its detail under its label. */
export function optionItems(options: readonly Option[]): ReactNode[] {
  return options.map((option) => (
    <MenuItem key={option.id} value={option.id}>
      <OptionLines option={option} />
    </MenuItem>
  ));
}

/**
 * Props of a select TextField whose closed field shows the chosen option as its list does: MUI's field is one
 * line ending in '…', which at 390 px kept 'Nelore Fiel d…' and dropped the lot that had been chosen.
 */
export function optionLinesField(options: readonly Option[]): Pick<TextFieldProps, 'slotProps' | 'sx'> {
  return {
    slotProps: {
      select: {
        renderValue: (value) => {
          const option = options.find((candidate) => candidate.id === value);
          return option ? <OptionLines option={option} /> : null;
        },
      },
    },
    sx: { '& .MuiSelect-select': { whiteSpace: 'normal' } },
  };
}

/**
 * Props of a filter select whose empty value is a choice ('Todas'): the field shows that choice and its label
 * sits on the border above it. Left inside the empty field, a label longer than the field ('Uso do Dispositivo',
 * 'Estação de Monta' at 390 px) ran under the ▾ icon.
 */
export const EMPTY_CHOICE_SHOWN = {
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
} satisfies Pick<TextFieldProps, 'slotProps'>;
