// The bulls and semen lots a farm's workbook names that Gestar does not have yet, and that the person chose to
// create ('Cadastrar'). Pure: the worker computes them from the mapped rows of every chosen sheet for the
// preview, and again inside the apply's transaction, which writes them before the IATFs that use them.

import { ownSheetNewLotTwoBulls, ownSheetNewLotWithoutBull } from '../../messages/own-sheets.ts';
import type { OwnSheetListOptions, OwnSheetProblem, OwnSheetRead } from './apply-mapping.ts';
import type { OwnSheetMapping } from './mapping-schema.ts';
import type { OwnSheetListField } from './own-sheet-fields.ts';
import { valueMapKey } from './value-mapping.ts';

export type NewBull = { id: string; nome: string };
/** A new lot of the farm, of a bull the farm has or one created with it; `touro` is that bull's text. */
export type NewLot = { id: string; codigo: string; touroId: string; touro: string };
export type OwnSheetCreations = { touros: NewBull[]; partidas: NewLot[] };

function createdKeys(mapping: OwnSheetMapping, field: OwnSheetListField): Set<string> {
  const entry = mapping.values.find((each) => each.field === field);
  return new Set(
    (entry?.values ?? [])
      .filter((value) => value.target.kind === 'create')
      .map((value) => valueMapKey(value.text)),
  );
}

/** Each option's key → its id, the first of two options spelled alike. */
function keyIndex(options: OwnSheetListOptions, field: OwnSheetListField): Map<string, string> {
  const index = new Map<string, string>();
  for (const option of options[field] ?? []) {
    const key = valueMapKey(option.text);
    if (!index.has(key)) index.set(key, option.id);
  }
  return index;
}

/**
 * Every bull and semen lot to create, each once however many lines and sheets name it, with the farm bull each
 * new lot belongs to (the bull on the lines that use it: a lot belongs to one bull). A text mapped to 'create'
 * that already names one of the farm's records (made on another device since the read) is taken as that record,
 * so a second bull of the same name is never made. Only texts on the imported lines are created.
 */
export function plannedCreations(
  reads: readonly OwnSheetRead[],
  mapping: OwnSheetMapping,
  options: OwnSheetListOptions,
  newId: () => string,
): { creations: OwnSheetCreations; problems: OwnSheetProblem[] } {
  const newBullKeys = createdKeys(mapping, 'touro');
  const newLotKeys = createdKeys(mapping, 'semen');
  const bulls = keyIndex(options, 'touro');
  const lots = keyIndex(options, 'semen');
  const touros = new Map<string, NewBull>();
  const partidas = new Map<string, NewLot>();
  const problems: OwnSheetProblem[] = [];

  const bullIdOf = (text: string): string | undefined => {
    const key = valueMapKey(text);
    const existing = bulls.get(key);
    if (existing) return existing;
    if (!newBullKeys.has(key)) return undefined;
    let bull = touros.get(key);
    if (!bull) {
      bull = { id: newId(), nome: text.trim() };
      touros.set(key, bull);
    }
    return bull.id;
  };

  for (const read of reads)
    for (const round of read.rounds)
      for (const row of round.rows) {
        const bullId = row.touro === null ? undefined : bullIdOf(row.touro);
        if (row.semen === null) continue;
        const key = valueMapKey(row.semen);
        if (!newLotKeys.has(key) || lots.has(key)) continue;
        const where = { sheet: read.sheet, line: row.line, round: round.round };
        if (bullId === undefined || row.touro === null) {
          problems.push({ ...where, message: ownSheetNewLotWithoutBull(row.semen, read.sheet, row.line) });
          continue;
        }
        const lot = partidas.get(key);
        if (!lot)
          partidas.set(key, { id: newId(), codigo: row.semen.trim(), touroId: bullId, touro: row.touro });
        else if (lot.touroId !== bullId)
          problems.push({
            ...where,
            message: ownSheetNewLotTwoBulls(row.semen, lot.touro, row.touro, read.sheet, row.line),
          });
      }
  return { creations: { touros: [...touros.values()], partidas: [...partidas.values()] }, problems };
}
