// The texts of an import file's list columns → the ids the records store: the domain lists by type, the farm's
// semen lots by code and its people by full name (the texts the model's 'Listas' sheet offers). A domain value is
// found by its stored text or by its label in any language ('Preñada' is 'Prenhe'), so a sheet crosses languages.
import { IMPORT_COLUMNS } from '../exports/import-template.ts';
import { type DomainTypeKey, domainTypeId } from '../lists/domain-ids.ts';
import { eccValor } from '../lists/values/diagnosis.ts';
import { importUnknownValue } from '../messages/import-rows.ts';
import { domainValueOfLabel } from '../messages/list-values.ts';
import { isBlank } from '../rules/form-rules.ts';
import { type ImportRow, type ImportRowField, importFieldLabel } from '../rules/forms/import-rows.ts';
import { textKey } from '../rules/sorting.ts';

export type ListSources = {
  values: readonly { id: string; valor: string; tipoDominioId: string; isDeleted?: boolean | null }[];
  partidas: readonly { id: string; codigo: string | null }[];
  people: readonly { id: string; nomeCompleto: string | null }[];
};

/** Accents, case and a decimal point ignored ('2.5' finds '2,5'). */
const valueKey = (text: string | null | undefined) => textKey(text).replace(/\./g, ',');

function indexBy<T>(items: readonly T[], text: (item: T) => string | null, id: (item: T) => string) {
  const index = new Map<string, string>();
  for (const item of items) {
    const key = valueKey(text(item));
    if (key && !index.has(key)) index.set(key, id(item));
  }
  return index;
}

const LIST_OF = new Map(
  IMPORT_COLUMNS.flatMap((column) => (column.list ? [[column.key, column.list] as const] : [])),
);

/**
 * A reader of one row's list cell: its id, null for an empty cell, and for a text the list lacks the row
 * message added to `errors` (and null). Each list is indexed once, when first asked.
 */
export function listResolver(
  sources: ListSources,
  errors: string[],
): (field: ImportRowField, row: ImportRow) => string | null {
  const indexes = new Map<string, Map<string, string>>();
  const indexOf = (list: DomainTypeKey | 'partidas' | 'usuarios') => {
    let index = indexes.get(list);
    if (index) return index;
    if (list === 'partidas')
      index = indexBy(
        sources.partidas,
        (row) => row.codigo,
        (row) => row.id,
      );
    else if (list === 'usuarios')
      index = indexBy(
        sources.people,
        (row) => row.nomeCompleto,
        (row) => row.id,
      );
    else {
      const typeId = domainTypeId(list);
      const live = sources.values.filter((value) => !value.isDeleted && value.tipoDominioId === typeId);
      index = indexBy(
        live,
        (value) => value.valor,
        (value) => value.id,
      );
    }
    indexes.set(list, index);
    return index;
  };
  return (field, row) => {
    const list = LIST_OF.get(field);
    const typed = row[field];
    if (!list || typed === null || isBlank(typed)) return null;
    // ECC is stored as '3.00': a cell typed 3 or '3,5' names the same score.
    const score = Number(typed.replace(',', '.'));
    const text = list === 'ecc' && Number.isFinite(score) ? eccValor(score) : typed;
    const index = indexOf(list);
    const isDomainList = list !== 'partidas' && list !== 'usuarios';
    const id =
      index.get(valueKey(text)) ?? (isDomainList ? index.get(valueKey(domainValueOfLabel(text))) : undefined);
    if (id === undefined) errors.push(importUnknownValue(importFieldLabel(field), typed, row.line));
    return id ?? null;
  };
}
