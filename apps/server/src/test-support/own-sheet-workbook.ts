// Farm control workbooks as the server tests send them, written by SheetJS: title lines, merged round titles,
// two IATF blocks side by side with a blank separator, the farm's words and Excel serial dates.
import * as XLSX from '@e965/xlsx';

type Cell = string | number | null;

/** 2026-03-02 and 2026-04-10 as Excel stores dates: days since 1899-12-30. */
export const IA_DAY = 46083;
const DG_DAY = 46122;

const ROUND_1 = ['Vaca', 'Raça', 'Categoria', 'Dispositivo', 'Uso', 'Responsável', 'ECC', 'Data IA', 'Touro'];
const ROUND_1_END = ['Partida', 'Inseminador', 'Diagnóstico', 'Data DG'];
const ROUND_2 = ['Data IA', 'Vaca', 'Touro', 'Partida', 'Inseminador', 'Diagnóstico', 'Data DG'];
/** Round 2's first column: round 1's 13, then a blank separator. */
export const SECOND = ROUND_1.length + ROUND_1_END.length + 1;

type Cow = { id: string | number; dg?: string; bull?: string; lot?: string; second?: boolean };

/** A lot sheet as farms keep it: a title, a blank line, the rounds' merged titles, headings, cows, a total. */
export function lotSheet(title: string, cows: Cow[], person: string): Cell[][] {
  const titles: Cell[] = Array.from({ length: SECOND + ROUND_2.length }, () => null);
  titles[0] = '1ª IATF';
  titles[SECOND] = '2ª IATF';
  return [
    [`CONTROLE IATF - ${title}`],
    [],
    titles,
    [...ROUND_1, ...ROUND_1_END, null, ...ROUND_2],
    ...cows.map((cow): Cell[] => [
      cow.id,
      'Nelore',
      'Multípara',
      'CIDR',
      1,
      person,
      3,
      IA_DAY,
      cow.bull ?? ' NELORE FIEL ',
      cow.lot ?? 'NEL-01',
      person,
      cow.dg ?? 'Prenha',
      DG_DAY,
      null,
      ...(cow.second ? [IA_DAY + 30, cow.id, 'Nelore Fiel', 'NEL-01', person, 'Prenha', DG_DAY + 30] : []),
    ]),
    ['Total', cows.length],
  ];
}

export function workbook(sheets: { [name: string]: Cell[][] }): string {
  const book = XLSX.utils.book_new();
  for (const [name, cells] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(cells), name);
  return (XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer).toString('base64');
}

export const INDEX: Cell[][] = [
  ['ÍNDICE'],
  [],
  ['Aba', 'Descrição'],
  ['Lote A', 'Multíparas'],
  ['Lote B', 'Sede'],
];
