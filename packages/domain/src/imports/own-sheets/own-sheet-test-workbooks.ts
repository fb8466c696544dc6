// Farm control workbooks as the tests' grids (line N of the spreadsheet is grid[N - 1], column A is index 0),
// shaped like real ones: an index sheet, lot sheets with titles, merged headings, blank separator columns,
// three IATF blocks side by side, the farm's own words, Excel serial dates and stray summary lines.
import type { SheetCell } from '../sheet-rows.ts';
import type { OwnSheet } from './apply-mapping.ts';

type Line = SheetCell[];

/** The block of one IATF in the farm's workbook, in its order. */
export const IATF_BLOCK = [
  'Data IA',
  'Vaca',
  'E.C.C. IA',
  'Raça IA',
  'Categoria',
  'Touro',
  'Partida',
  'Inseminador',
  'Diagnóstico',
  'E.C.C DG',
  'Previsão de Parto',
] as const;

const BLOCK_WIDTH = IATF_BLOCK.length;
const gap = (width: number): Line => Array.from({ length: width }, () => null);

/** Three blocks, a blank separator column after each of the first two: round r starts at column 12 × (r − 1). */
export const blockStart = (round: number) => (BLOCK_WIDTH + 1) * (round - 1);

/** A line with a block's cells for each round given (the others blank). */
function sideBySide(...blocks: (Line | null)[]): Line {
  return blocks.flatMap((block, index) => [
    ...(block ?? gap(BLOCK_WIDTH)),
    ...(index < blocks.length - 1 ? [null] : []),
  ]);
}

export const INDEX_SHEET: OwnSheet = {
  name: 'Índice',
  grid: [
    ['ÍNDICE'],
    [],
    ['Aba', 'Descrição', 'Animais'],
    ['Lote 1', 'Multíparas Retiro Sede', 3],
    ['Lote 2', 'Primíparas', 2],
    ['Resumo', 'Perdas de dispositivo e sêmen', null],
  ],
};

/** Lot 1: a title, a blank line, merged '1ª/2ª/3ª IATF' titles, then three blocks; totals, counts and a rate. */
export const LOT_1: OwnSheet = {
  name: 'Lote 1',
  grid: [
    ['CONTROLE DE IATF - FAZENDA BOA VISTA - ESTAÇÃO 2023/2024'],
    [],
    sideBySide(['1ª IATF', ...gap(10)], ['2ª IATF', ...gap(10)], ['3ª IATF', ...gap(10)]),
    sideBySide([...IATF_BLOCK], [...IATF_BLOCK], [...IATF_BLOCK]),
    sideBySide(
      [45231, 101, 3, 'Nelore', 'Multípara', ' NELORE FIEL ', '123', 'João', 'Não Prenha', 3.5, null],
      [45263, 101, 3.25, 'Nelore', 'Multípara', 'Angus Black', 'A55', 'joão ', 'Prenha', 3.5, 45543],
      null,
    ),
    sideBySide(
      [45231, '102', '2,75', 'NELORE', 'Primípara', 'Nelore Fiel', '123', 'Pedro', 'Prenha', 3, '15/08/2024'],
      null,
      null,
    ),
    sideBySide(
      ['01/11/2023', '103', 3, 'Nelore', 'Novilha', 'nelore fiel', 'SM', 'João', 'Vazia', 3, null],
      ['03/12/2023', '103', 3, 'Nelore', 'Novilha', 'ANGUS BLACK', 'A55', 'Pedro', 'Não Prenha', 3, null],
      [45300, '103', 3, 'Nelore', 'Novilha', ' NELORE FIEL ', '124', 'João', 'P', 3.25, null],
    ),
    [],
    sideBySide(['Total', 3, ...gap(9)], [null, 2, ...gap(9)], [null, 1, ...gap(9)]),
    sideBySide(
      [null, 3, null, null, null, 3, 3, 3, 3, null, null],
      [null, 2, null, null, null, 2, 2, 2, 2, null, null],
      null,
    ),
    sideBySide([...gap(8), '33,3%', null, null], [...gap(8), '50%', null, null], null),
  ],
};

/**
 * Lot 2: 'Vaca' and 'Raça' merged over two heading lines, a row-number column, a blank separator, and the 2nd
 * IATF's headings marked '2ª IATF' with no 'Vaca' of its own (the line's cow).
 */
export const LOT_2: OwnSheet = {
  name: 'Lote 2',
  grid: [
    ['Lote 2 - Primíparas'],
    ['Nº', 'Vaca', 'Raça', 'IATF', null, null, null, 'DG', null, null, 'Ressinc', null, null, null],
    [
      null,
      null,
      null,
      'Data IA',
      'Touro',
      'Partida',
      'Inseminador',
      'Diagnóstico',
      'E.C.C DG',
      null,
      'Data IA 2ª IATF',
      'Touro 2ª IATF',
      'Inseminador 2ª IATF',
      'Diagnóstico 2ª IATF',
    ],
    [
      1,
      'P-201',
      'Nelore',
      45231,
      'Nelore Fiel',
      '123',
      'João',
      'NP',
      3,
      null,
      45263,
      'Angus Black',
      'Pedro',
      'P',
    ],
    [2, 'P-202', 'Nelore', 45231, 'Nelore Fiel', '123', 'João', 'P', 3.5],
    [],
    ['TOTAL', 2, null, null, null, null, null, '1 P / 1 NP'],
  ],
};

/** The season's summary sheet: tables of losses, no cows. */
export const SUMMARY_SHEET: OwnSheet = {
  name: 'Resumo',
  grid: [
    ['RESUMO DA ESTAÇÃO'],
    [],
    ['Perda de dispositivo por uso'],
    ['Uso', 'Dispositivos', 'Perdidos', 'Taxa'],
    ['1º uso', 120, 3, '2,5%'],
    ['2º uso', 80, 4, '5%'],
    [],
    ['Sêmen por touro'],
    ['Touro', 'Doses', 'Prenhes'],
    ['Nelore Fiel', 40, 22],
  ],
};

/** A Spanish-speaking farm's lot (Río de la Plata words). */
export const RODEO_1: OwnSheet = {
  name: 'Rodeo 1',
  grid: [
    ['Caravana', 'Fecha IA', 'Toro', 'Pajuela', 'Inseminador', 'Tacto', 'CC', 'Observaciones'],
    ['AR-1', '05/11/2023', 'Bonito', 'P-9', 'Juan', 'Preñada', 3, 'Perdió el dispositivo'],
    ['AR-2', 45235, 'Bonito', 'P-9', 'Juan', 'Vacía', 2.5, null],
  ],
};

/** A lot kept with every column a D0 needs, so its rows go through today's import plan as they are. */
export const LOT_3: OwnSheet = {
  name: 'Lote 3',
  grid: [
    ['Lote 3 - Retiro Sede'],
    [
      'Brinco',
      'Raça',
      'Categoria',
      'Dispositivo',
      'Uso',
      'Responsável',
      'ECC',
      'Data IA',
      'Touro',
      'Partida',
      'Inseminador',
      'DG',
      'Data DG',
    ],
    [
      'A1',
      'Nelore',
      'Multípara',
      'cidr',
      1,
      'Ana',
      3,
      45231,
      'Nelore Fiel',
      'NEL-01',
      'João',
      'Prenha',
      45263,
    ],
    [
      'A2',
      'nelore',
      'Multíparas',
      'CIDR',
      '1º',
      'Ana',
      '2,5',
      45231,
      'Nelore Fiel',
      'NEL-01',
      'joão',
      'Vazia',
      45263,
    ],
  ],
};

export const WORKBOOK: readonly OwnSheet[] = [INDEX_SHEET, LOT_1, LOT_2, SUMMARY_SHEET];
