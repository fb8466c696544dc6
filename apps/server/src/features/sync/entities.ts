import type { PullKey, SyncEntityKey } from '@gestar/domain/entities/sync';
import type { SyncedTable } from '../../db/rows.ts';

/** The table of each entity (pull key / tipoId). */
export const ENTITY_TABLE: { readonly [K in PullKey]: SyncedTable } = {
  usuarios: 'usuarios',
  tipoDominios: 'tipo_dominios',
  valorDominios: 'valor_dominios',
  fazendas: 'fazendas',
  retiros: 'retiros',
  protocolos: 'protocolos',
  lotes: 'lotes',
  d0s: 'd0s',
  dns: 'dns',
  iatfs: 'iatfs',
  fazendaUsuarios: 'fazenda_usuarios',
  touros: 'touros',
  partidas: 'partidas',
};

/** Entities that live inside one farm: pulled only for downloaded farms, from that farm's cursor. */
export const FARM_CHILD_KEYS = ['retiros', 'lotes', 'd0s', 'dns', 'iatfs', 'touros', 'partidas'] as const;

export type FarmChildKey = (typeof FARM_CHILD_KEYS)[number];

/** Bulls and semen lots may instead belong to a user's own catalogue (no farm). */
export const USER_SCOPED_KEYS = ['touros', 'partidas'] as const satisfies readonly FarmChildKey[];

export function isUserScoped(key: SyncEntityKey): boolean {
  return (USER_SCOPED_KEYS as readonly string[]).includes(key);
}

export function isFarmChild(key: SyncEntityKey): key is FarmChildKey {
  return (FARM_CHILD_KEYS as readonly string[]).includes(key);
}
