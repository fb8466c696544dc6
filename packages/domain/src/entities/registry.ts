import type { z } from 'zod';
import { loteSchema } from './batch.ts';
import { touroSchema } from './bull.ts';
import { retiroSchema } from './corral.ts';
import { d0Schema } from './d0.ts';
import { dnSchema } from './dn.ts';
import { tipoDominioSchema } from './domain-type.ts';
import { valorDominioSchema } from './domain-value.ts';
import { fazendaSchema } from './farm.ts';
import { fazendaUsuarioSchema } from './farm-user.ts';
import { iatfSchema } from './iatf.ts';
import { partidaSchema } from './partida.ts';
import { protocoloSchema } from './protocol.ts';
import { usuarioSchema } from './user.ts';

/**
 * How a record belongs to a farm, on the device and in a backup: the farm itself, or a field naming its parent
 * record (the parent's own link leads on to the farm). Null: the record belongs to no farm.
 */
export type FarmLink = 'self' | { readonly parent: string; readonly field: string } | null;

export type EntityDefinition = {
  readonly schema: z.ZodObject;
  /** The server's table. */
  readonly table: string;
  /** Whether devices push it (a `tipoId` of the Queue call); the others only come down. */
  readonly pushed: boolean;
  /**
   * How a pull brings it: 'shared' in every pull above `lastPulledAt` (lists, users, farms and their links);
   * 'farm' only for downloaded farms, above that farm's cursor, and wiped by a clean re-download.
   */
  readonly pull: 'shared' | 'farm';
  readonly farmLink: FarmLink;
  /** Whether a record may belong to a user's own catalogue instead of a farm (no `fazendaId`). */
  readonly userScoped: boolean;
  /** The device's secondary indexes (Dexie), besides the primary key `id`: the lookups of spec §7 and `_status`. */
  readonly localIndexes: readonly string[];
  /** Fields kept as JSON text by the server (objects and lists of objects). */
  readonly jsonColumns: readonly string[];
  /** Where a device backup files it (spec §9): in each farm's folder, in 'Outros', or not at all (server lists). */
  readonly backup: 'farm' | 'others' | null;
};

/**
 * Every synced entity, once, in the order a pull applies them (parents first). The sync contract, the server's
 * tables and row mapping, the device's database, farm download and removal, backup and debug derive their
 * lists from here; `entity-registry.test.ts` and the web's `entity-walk.server.test.ts` check each entity end to end.
 * Adding an entity: its schema file, an entry here, then follow the compiler (see docs/ARCHITECTURE.md §3).
 */
export const ENTITY_REGISTRY = {
  usuarios: {
    schema: usuarioSchema,
    table: 'usuarios',
    pushed: false,
    pull: 'shared',
    farmLink: null,
    userScoped: false,
    localIndexes: ['_status'],
    jsonColumns: [],
    backup: null,
  },
  tipoDominios: {
    schema: tipoDominioSchema,
    table: 'tipo_dominios',
    pushed: false,
    pull: 'shared',
    farmLink: null,
    userScoped: false,
    localIndexes: ['_status'],
    jsonColumns: [],
    backup: null,
  },
  valorDominios: {
    schema: valorDominioSchema,
    table: 'valor_dominios',
    pushed: false,
    pull: 'shared',
    farmLink: null,
    userScoped: false,
    localIndexes: ['tipoDominioId', 'valorDominioPaiId', '_status'],
    jsonColumns: [],
    backup: null,
  },
  fazendas: {
    schema: fazendaSchema,
    table: 'fazendas',
    pushed: true,
    pull: 'shared',
    farmLink: 'self',
    userScoped: false,
    localIndexes: ['usuarioId', '_status'],
    jsonColumns: [],
    backup: 'farm',
  },
  retiros: {
    schema: retiroSchema,
    table: 'retiros',
    pushed: true,
    pull: 'farm',
    farmLink: { parent: 'fazendas', field: 'fazendaId' },
    userScoped: false,
    localIndexes: ['fazendaId', '_status'],
    jsonColumns: [],
    backup: 'farm',
  },
  protocolos: {
    schema: protocoloSchema,
    table: 'protocolos',
    pushed: true,
    pull: 'shared',
    farmLink: null,
    userScoped: false,
    localIndexes: ['usuarioId', '_status'],
    jsonColumns: ['managementProtocols'],
    backup: 'others',
  },
  lotes: {
    schema: loteSchema,
    table: 'lotes',
    pushed: true,
    pull: 'farm',
    farmLink: { parent: 'retiros', field: 'retiroId' },
    userScoped: false,
    localIndexes: ['retiroId', 'protocoloId', 'parentBatch', 'originalBatch', '_status'],
    jsonColumns: [],
    backup: 'farm',
  },
  d0s: {
    schema: d0Schema,
    table: 'd0s',
    pushed: true,
    pull: 'farm',
    farmLink: { parent: 'lotes', field: 'loteId' },
    userScoped: false,
    localIndexes: ['loteId', 'dzeroOriginal', 'dzeroPai', '_status'],
    jsonColumns: [],
    backup: 'farm',
  },
  dns: {
    schema: dnSchema,
    table: 'dns',
    pushed: true,
    pull: 'farm',
    farmLink: { parent: 'lotes', field: 'loteId' },
    userScoped: false,
    localIndexes: ['loteId', 'vacaId', '_status'],
    jsonColumns: [],
    backup: 'farm',
  },
  iatfs: {
    schema: iatfSchema,
    table: 'iatfs',
    pushed: true,
    pull: 'farm',
    farmLink: { parent: 'lotes', field: 'loteId' },
    userScoped: false,
    localIndexes: ['vacaId', 'loteId', 'touroId', 'partidaId', '_status'],
    jsonColumns: [],
    backup: 'farm',
  },
  fazendaUsuarios: {
    schema: fazendaUsuarioSchema,
    table: 'fazenda_usuarios',
    pushed: true,
    pull: 'shared',
    farmLink: { parent: 'fazendas', field: 'idFazenda' },
    userScoped: false,
    localIndexes: ['idFazenda', 'idUsuario', '_status'],
    jsonColumns: [],
    backup: 'farm',
  },
  touros: {
    schema: touroSchema,
    table: 'touros',
    pushed: true,
    pull: 'farm',
    farmLink: { parent: 'fazendas', field: 'fazendaId' },
    userScoped: true,
    localIndexes: ['fazendaId', 'touroOriginalId', 'partidaOriginalId', '_status'],
    jsonColumns: [],
    backup: 'others',
  },
  partidas: {
    schema: partidaSchema,
    table: 'partidas',
    pushed: true,
    pull: 'farm',
    farmLink: { parent: 'fazendas', field: 'fazendaId' },
    userScoped: true,
    localIndexes: ['touroId', 'fazendaId', 'partidaOriginalId', '_status'],
    jsonColumns: [],
    backup: 'others',
  },
} as const satisfies Readonly<Record<string, EntityDefinition>>;

export type Registry = typeof ENTITY_REGISTRY;
export type PullKey = keyof Registry;
/** Entities devices push, parents first. */
export type SyncEntityKey = { [K in PullKey]: Registry[K]['pushed'] extends true ? K : never }[PullKey];
/** Entities that live inside one farm: pulled only for downloaded farms, from that farm's cursor. */
export type FarmChildKey = { [K in PullKey]: Registry[K]['pull'] extends 'farm' ? K : never }[PullKey];
export type ServerTable = Registry[PullKey]['table'];

const entries = Object.entries(ENTITY_REGISTRY) as [PullKey, EntityDefinition][];

function keysWhere<K extends PullKey>(keep: (definition: EntityDefinition) => boolean): readonly K[] {
  return Object.freeze(entries.filter(([, definition]) => keep(definition)).map(([key]) => key as K));
}

export const PULL_KEYS = keysWhere<PullKey>(() => true) as readonly [PullKey, ...PullKey[]];
export const SYNC_ENTITY_ORDER = keysWhere<SyncEntityKey>((definition) => definition.pushed) as readonly [
  SyncEntityKey,
  ...SyncEntityKey[],
];
export const FARM_CHILD_KEYS = keysWhere<FarmChildKey>((definition) => definition.pull === 'farm');
/** Entities a device holds for a farm (a farm download, a farm removal, a re-download): the farm itself too. */
export const FARM_MEMBER_KEYS = keysWhere<PullKey>((definition) => definition.farmLink !== null);
export const USER_SCOPED_KEYS = keysWhere<FarmChildKey>((definition) => definition.userScoped);

/** Fields that are booleans in the entity's schema: the server stores them as 0/1 on SQLite. */
export function booleanFields(schema: z.ZodObject): readonly string[] {
  return Object.freeze(
    Object.keys(schema.shape).filter((field) => isBoolean(schema.shape[field] as z.ZodType)),
  );
}

function isBoolean(schema: z.ZodType): boolean {
  const def = schema.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
  if (def.type === 'boolean') return true;
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return inner !== undefined && isBoolean(inner);
}
