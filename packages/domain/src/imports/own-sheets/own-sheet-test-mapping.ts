// The tests' way through the whole flow: suggest each sheet, gather its list texts, suggest their values, and
// save the mapping as the server would (parsed by its schema). The farm's records are those of these workbooks.
import { DOMAIN_VALUE_SEED } from '../../lists/domain-values.ts';
import type { OwnSheet } from './apply-mapping.ts';
import { ownSheetListOptions } from './list-options.ts';
import { type OwnSheetMapping, ownSheetMappingSchema } from './mapping-schema.ts';
import type { OwnSheetListField } from './own-sheet-fields.ts';
import { distinctListTexts, suggestOwnSheet } from './suggest-sheet.ts';
import { suggestValueMapping } from './value-mapping.ts';

/** The farm's records' ids, UUIDs as the saved mapping requires. */
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const FARM_IDS = {
  lot123: uuid(1),
  lotA55: uuid(2),
  lotNel01: uuid(3),
  joao: uuid(11),
  pedro: uuid(12),
  ana: uuid(13),
  juan: uuid(14),
  fiel: uuid(21),
  black: uuid(22),
} as const;

export const FARM_RECORDS = {
  partidas: [
    { id: FARM_IDS.lot123, codigo: '123', touroId: FARM_IDS.fiel },
    { id: FARM_IDS.lotA55, codigo: 'A55', touroId: FARM_IDS.black },
    { id: FARM_IDS.lotNel01, codigo: 'NEL-01', touroId: FARM_IDS.fiel },
  ],
  people: [
    { id: FARM_IDS.joao, nomeCompleto: 'João da Silva' },
    { id: FARM_IDS.pedro, nomeCompleto: 'Pedro Souza' },
    { id: FARM_IDS.ana, nomeCompleto: 'Ana Lima' },
    { id: FARM_IDS.juan, nomeCompleto: 'Juan Pérez' },
  ],
  touros: [
    { id: FARM_IDS.fiel, nome: 'Nelore Fiel' },
    { id: FARM_IDS.black, nome: 'Angus Black' },
  ],
};

export const FARM_OPTIONS = ownSheetListOptions({ values: DOMAIN_VALUE_SEED, ...FARM_RECORDS });

/** The mapping as suggested and confirmed unchanged, for the sheets that hold cows. */
export function suggestedMapping(sheets: readonly OwnSheet[]): OwnSheetMapping {
  const chosen = sheets.flatMap((sheet) => suggestOwnSheet(sheet.name, sheet.grid) ?? []);
  const draft: OwnSheetMapping = { versao: 1, sheets: chosen, values: [] };
  const texts = distinctListTexts(sheets, draft);
  const values = Object.entries(texts).map(([field, list]) => ({
    field: field as OwnSheetListField,
    values: suggestValueMapping(
      field as OwnSheetListField,
      list ?? [],
      FARM_OPTIONS[field as OwnSheetListField] ?? [],
    ),
  }));
  return ownSheetMappingSchema.parse({ ...draft, values });
}
