import { describe, expect, it } from 'vitest';
import { suggestedBatchName } from './new-batch.ts';

const HEADINGS = ['Vaca', 'Lote', 'Raça', 'Data IA'];

describe('suggestedBatchName', () => {
  it.each([
    {
      case: "a 'Lote' column naming one lot on every line",
      grid: [
        ['CONTROLE IATF'],
        [],
        HEADINGS,
        [101, 'Multíparas Sede', 'Nelore'],
        [102, ' Multíparas Sede ', 'Nelore'],
      ],
      name: 'Multíparas Sede',
    },
    {
      case: 'blank lot cells and a total line aside',
      grid: [HEADINGS, [101, 'Novilhas', 'Nelore'], [102, null, 'Nelore'], ['Total', null]],
      headerRow: 1,
      name: 'Novilhas',
    },
    {
      case: 'two lots in the column: the sheet name',
      grid: [['t'], [], HEADINGS, [101, 'Lote 1'], [102, 'Lote 2']],
      name: 'Planilha 3',
    },
    {
      case: "a Spanish 'Nombre del lote' heading",
      grid: [['t'], [], ['Vaca', 'Nombre del lote'], [101, 'Vaquillonas']],
      name: 'Vaquillonas',
    },
    {
      case: 'no lot column: the sheet name, trimmed',
      grid: [['t'], [], ['Vaca', 'Raça'], [101, 'Nelore']],
      name: 'Planilha 3',
    },
  ])('$case', ({ grid, headerRow = 3, name }) => {
    expect(suggestedBatchName(' Planilha 3 ', grid, headerRow)).toBe(name);
  });
});
