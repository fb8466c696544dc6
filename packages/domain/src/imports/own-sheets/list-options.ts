// The values each list column of a farm's workbook may map to, named by the texts today's import resolves
// (import-values.ts): a domain value by its valor, a semen lot by its code, a person by full name, a bull by name.
import { domainTypeId } from '../../lists/domain-ids.ts';
import type { ListSources } from '../import-values.ts';
import type { OwnSheetListOptions } from './apply-mapping.ts';
import { LIST_SOURCE, OWN_SHEET_LIST_FIELDS } from './own-sheet-fields.ts';
import type { ListOption } from './value-mapping.ts';

export type OwnSheetListSources = ListSources & {
  /** The farm's bulls (touro copies of the farm, named by nome). */
  touros: readonly { id: string; nome: string | null; isDeleted?: boolean | null }[];
};

const named = <T>(items: readonly T[], id: (item: T) => string, text: (item: T) => string | null) =>
  items.flatMap((item): ListOption[] => {
    const shown = text(item)?.trim();
    return shown ? [{ id: id(item), text: shown }] : [];
  });

/** Every list field's options, from the farm's records and the live domain values. */
export function ownSheetListOptions(sources: OwnSheetListSources): OwnSheetListOptions {
  return Object.fromEntries(
    OWN_SHEET_LIST_FIELDS.map((field) => {
      const source = LIST_SOURCE[field];
      if (source === 'partidas')
        return [
          field,
          named(
            sources.partidas,
            (lot) => lot.id,
            (lot) => lot.codigo,
          ),
        ];
      if (source === 'usuarios')
        return [
          field,
          named(
            sources.people,
            (person) => person.id,
            (person) => person.nomeCompleto,
          ),
        ];
      if (source === 'touros')
        return [
          field,
          named(
            sources.touros.filter((bull) => !bull.isDeleted),
            (bull) => bull.id,
            (bull) => bull.nome,
          ),
        ];
      const typeId = domainTypeId(source);
      const live = sources.values.filter((value) => !value.isDeleted && value.tipoDominioId === typeId);
      return [
        field,
        named(
          live,
          (value) => value.id,
          (value) => value.valor,
        ),
      ];
    }),
  );
}
