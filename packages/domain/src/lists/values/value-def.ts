import type { DomainTypeKey } from '../domain-ids.ts';

/** One seeded value of a domain list, before ids are derived from its type and text. */
export type DomainValueDef = {
  valor: string;
  descricao?: string;
  /** Hierarchical lists: the value this one hangs under (spec §3 'parent domain value'). */
  parent?: { type: DomainTypeKey; valor: string };
};

/** Plain values from a name→text table, keeping the table's order (which is the display order). */
export function valuesFrom(table: Readonly<Record<string, string>>): DomainValueDef[] {
  return Object.values(table).map((valor) => ({ valor }));
}

export const YES_NO = { SIM: 'Sim', NAO: 'Não' } as const;
