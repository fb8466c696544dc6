import { describe, expect, it } from 'vitest';
import { ROLES } from '../entities/role.ts';
import type { Actor } from './actor.ts';
import {
  ACTIONS,
  type Action,
  can,
  type FarmAction,
  type FarmOrOwnerContext,
  type ProtocolContext,
} from './can.ts';
import type { FarmContext } from './farm-access.ts';

const actors = {
  Administrador: { id: 'u-admin', roles: [ROLES.administrador] },
  Veterinário: { id: 'u-vet', roles: [ROLES.veterinario] },
  Inseminador: { id: 'u-ins', roles: [ROLES.inseminador] },
  Estagiário: { id: 'u-est', roles: [ROLES.estagiario] },
  Cliente: { id: 'u-cli', roles: [ROLES.cliente] },
  Visualizador: { id: 'u-vis', roles: [ROLES.visualizador] },
  'sem perfil': { id: 'u-none', roles: [] },
} satisfies Record<string, Actor>;

type Who = keyof typeof actors;
const WHO = Object.keys(actors) as Who[];

/** The farm as seen from `actor`: owned by them, linked to them, or someone else's. */
const farms = {
  own: (actor: Actor): FarmContext => ({ ownerId: actor.id, linkedUserIds: ['u-other2'] }),
  linked: (actor: Actor): FarmContext => ({ ownerId: 'u-other', linkedUserIds: [actor.id, 'u-other2'] }),
  other: (_actor: Actor): FarmContext => ({ ownerId: 'u-other', linkedUserIds: ['u-other2'] }),
};

type Triple = [own: boolean, linked: boolean, other: boolean];
const ALL: Triple = [true, true, true];
const MEMBER: Triple = [true, true, false];
const OWNER: Triple = [true, false, false];
const NONE: Triple = [false, false, false];

// Spec §6: administrators see and work on all farms; others only farms they own or are linked to;
// Cliente (and Visualizador) only read; a user without a role does nothing.
const LEVELS = {
  read: {
    Administrador: ALL,
    Veterinário: MEMBER,
    Inseminador: MEMBER,
    Estagiário: MEMBER,
    Cliente: MEMBER,
    Visualizador: MEMBER,
    'sem perfil': NONE,
  },
  work: {
    Administrador: ALL,
    Veterinário: MEMBER,
    Inseminador: MEMBER,
    Estagiário: MEMBER,
    Cliente: NONE,
    Visualizador: NONE,
    'sem perfil': NONE,
  },
  owner: {
    Administrador: ALL,
    Veterinário: OWNER,
    Inseminador: OWNER,
    Estagiário: OWNER,
    Cliente: NONE,
    Visualizador: NONE,
    'sem perfil': NONE,
  },
} satisfies Record<string, Record<Who, Triple>>;

const FARM_ACTIONS: Record<FarmAction, keyof typeof LEVELS> = {
  'farm.read': 'read',
  'farm.export': 'read',
  'farm.report': 'read',
  'farm.write': 'work',
  'farm.import': 'work',
  'corral.write': 'work',
  'corral.delete': 'work',
  'batch.write': 'work',
  'batch.delete': 'work',
  'batch.reserve': 'work',
  'batch.merge': 'work',
  'batch.resync': 'work',
  'cow.write': 'work',
  'cow.delete': 'work',
  'management.write': 'work',
  'management.finalize': 'work',
  'farm.delete': 'owner',
  'farm.manageUsers': 'owner',
};

const farmMatrix = (Object.entries(FARM_ACTIONS) as [FarmAction, keyof typeof LEVELS][]).flatMap(
  ([action, level]) =>
    WHO.flatMap((who) =>
      (['own', 'linked', 'other'] as const).map((where, index) => ({
        action,
        who,
        where,
        allowed: LEVELS[level][who][index],
      })),
    ),
);

describe('farm-scoped actions: role × action × (own / linked / other farm)', () => {
  it.each(farmMatrix)('$who $action on $where farm → $allowed', ({ action, who, where, allowed }) => {
    const actor = actors[who];
    expect(can(actor, action, farms[where](actor))).toBe(allowed);
  });
});

describe('deleted farms (spec §6: the administrator may see deleted farms)', () => {
  const deleted = (actor: Actor): FarmContext => ({ ...farms.own(actor), isDeleted: true });
  it.each([
    ['Administrador', 'farm.read', true],
    ['Administrador', 'farm.write', true],
    ['Veterinário', 'farm.read', false],
    ['Veterinário', 'farm.write', false],
    ['Veterinário', 'farm.delete', false],
    ['Cliente', 'farm.read', false],
  ] as [Who, FarmAction, boolean][])('%s %s on an own deleted farm → %s', (who, action, allowed) => {
    expect(can(actors[who], action, deleted(actors[who]))).toBe(allowed);
  });
});

const ACTIONS_WITHOUT_RESOURCE = [
  'farm.create',
  'farm.readDeleted',
  'protocol.create',
  'semen.register',
  'season.start',
  'users.menu',
  'domain.write',
  'admin.screens',
  'proof.upload',
  'syncReminder.show',
  'form.enterSubmit',
] as const;

type Plain = (typeof ACTIONS_WITHOUT_RESOURCE)[number];

const W = [true, true, true, true, false, false, false]; // writers
const A = [true, false, false, false, false, false, false]; // administrator only
const PLAIN: Record<Plain, boolean[]> = {
  // order: Administrador, Veterinário, Inseminador, Estagiário, Cliente, Visualizador, sem perfil
  'farm.create': W,
  'farm.readDeleted': A,
  'protocol.create': W,
  'semen.register': W,
  'season.start': W,
  'users.menu': W,
  'domain.write': A,
  'admin.screens': A,
  'proof.upload': A,
  // Spec §2/§6: the 24 h reminder is not shown to the administrator.
  'syncReminder.show': [false, true, true, true, true, true, false],
  // Spec §5: Enter submits forms unless the user is a client.
  'form.enterSubmit': W,
};

describe('actions without a resource', () => {
  const rows = ACTIONS_WITHOUT_RESOURCE.flatMap((action) =>
    WHO.map((who, index) => ({ action, who, allowed: PLAIN[action][index] })),
  );
  it.each(rows)('$who $action → $allowed', ({ action, who, allowed }) => {
    expect(can(actors[who], action)).toBe(allowed);
  });
});

describe('Cliente (somente visualização) never writes (spec §6 list)', () => {
  const client = actors.Cliente;
  const own = farms.own(client);
  const ownProtocol: ProtocolContext = { usuarioId: client.id, isBeingUsed: false };
  const ownBull: FarmOrOwnerContext = { farm: own, ownerId: client.id };
  it.each([
    ['use the USUÁRIOS menu', () => can(client, 'users.menu')],
    ['save cow edits', () => can(client, 'cow.write', own)],
    ['delete cows', () => can(client, 'cow.delete', own)],
    ['reserve or release batches', () => can(client, 'batch.reserve', own)],
    ['save protocols', () => can(client, 'protocol.write', ownProtocol)],
    ['delete protocols', () => can(client, 'protocol.delete', ownProtocol)],
    ['save bulls', () => can(client, 'bull.write', ownBull)],
    ['delete bulls', () => can(client, 'bull.delete', ownBull)],
    ['merge', () => can(client, 'batch.merge', own)],
    ['delete farm', () => can(client, 'farm.delete', own)],
    ['delete batch', () => can(client, 'batch.delete', own)],
    ['save IATF/DG', () => can(client, 'management.write', own)],
    ['finalize', () => can(client, 'management.finalize', own)],
    ['save resync', () => can(client, 'batch.resync', own)],
    ['start breeding season', () => can(client, 'season.start')],
    ['save partidas', () => can(client, 'partida.write', ownBull)],
    ['delete partidas', () => can(client, 'partida.delete', ownBull)],
    ['register semen', () => can(client, 'semen.register')],
    ['submit with Enter', () => can(client, 'form.enterSubmit')],
    ['create users', () => can(client, 'user.create', { roles: [ROLES.cliente] })],
  ])('cannot %s', (_what, attempt) => {
    expect(attempt()).toBe(false);
  });
});

describe('protocols (spec §6)', () => {
  const vet = actors.Veterinário;
  it.each([
    ['Veterinário', 'own, unused', { usuarioId: vet.id, isBeingUsed: false }, true, true],
    ['Veterinário', 'own, in use', { usuarioId: vet.id, isBeingUsed: true }, true, false],
    [
      'Veterinário',
      'own, not updatable',
      { usuarioId: vet.id, isBeingUsed: false, updatable: false },
      true,
      false,
    ],
    ['Veterinário', 'another vet’s', { usuarioId: 'u-vet2', isBeingUsed: false }, false, false],
    ['Veterinário', 'ownerless (default)', { usuarioId: null, isBeingUsed: false }, true, false],
    ['Administrador', 'ownerless', { usuarioId: null, isBeingUsed: false }, true, true],
    ['Administrador', 'ownerless, in use', { usuarioId: null, isBeingUsed: true }, true, false],
    ['Administrador', 'a vet’s', { usuarioId: vet.id, isBeingUsed: false }, false, false],
    ['Inseminador', 'own', { usuarioId: actors.Inseminador.id, isBeingUsed: false }, true, true],
    ['Cliente', 'ownerless', { usuarioId: null, isBeingUsed: false }, true, false],
    ['Cliente', 'own', { usuarioId: actors.Cliente.id, isBeingUsed: false }, true, false],
    ['sem perfil', 'ownerless', { usuarioId: null, isBeingUsed: false }, false, false],
  ] as [Who, string, ProtocolContext, boolean, boolean][])(
    '%s, %s protocol: listed %s, editable/deletable %s',
    (who, _label, protocol, listed, editable) => {
      const actor = actors[who];
      expect(can(actor, 'protocol.read', protocol)).toBe(listed);
      expect(can(actor, 'protocol.write', protocol)).toBe(editable);
      expect(can(actor, 'protocol.delete', protocol)).toBe(editable);
    },
  );
});

describe('bulls and partidas', () => {
  const ins = actors.Inseminador;
  it.each([
    ['Inseminador', 'a copy on a linked farm', { farm: farms.linked(ins), ownerId: 'u-other' }, true],
    ['Inseminador', 'a copy on another farm', { farm: farms.other(ins), ownerId: ins.id }, false],
    ['Inseminador', 'their original (no farm)', { farm: null, ownerId: ins.id }, true],
    ['Inseminador', 'someone’s original', { farm: null, ownerId: 'u-other' }, false],
    ['Inseminador', 'an original without owner', { farm: null, ownerId: null }, false],
    ['Administrador', 'someone’s original', { farm: null, ownerId: 'u-other' }, true],
    ['Administrador', 'a copy on another farm', { farm: farms.other(ins), ownerId: 'u-other' }, true],
    ['Cliente', 'their original', { farm: null, ownerId: actors.Cliente.id }, false],
  ] as [Who, string, FarmOrOwnerContext, boolean][])('%s on %s → %s', (who, _label, item, allowed) => {
    const actor = actors[who];
    for (const action of ['bull.write', 'bull.delete', 'partida.write', 'partida.delete'] as const) {
      expect(can(actor, action, item)).toBe(allowed);
    }
  });
});

describe('nobody logged in', () => {
  it.each([null, undefined])('%s may do nothing', (nobody) => {
    expect(can(nobody, 'farm.read', { ownerId: null, linkedUserIds: [] })).toBe(false);
    expect(can(nobody, 'syncReminder.show')).toBe(false);
  });
});

describe('ACTIONS', () => {
  it('lists every action once, including those the spec names', () => {
    const expected: Action[] = [
      'farm.read',
      'batch.reserve',
      'user.create',
      'domain.write',
      'syncReminder.show',
    ];
    expect(ACTIONS).toEqual(expect.arrayContaining(expected));
    expect(new Set(ACTIONS).size).toBe(ACTIONS.length);
  });
});
