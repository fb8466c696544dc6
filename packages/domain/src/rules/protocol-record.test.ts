import { describe, expect, it } from 'vitest';
import { ROLES } from '../entities/role.ts';
import { domainTypeId, domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { seedLookup } from '../lists/lookup.ts';
import { PROTOCOL_SEED } from '../lists/protocols-seed.ts';
import type { Actor } from '../permissions/actor.ts';
import { EMPTY_DRAFT, type ProtocolFormValues } from './protocol-form.ts';
import {
  emptyProtocolForm,
  formToSteps,
  isProtocolInUse,
  protocolLockReason,
  protocolOwnerFor,
  protocolProcesses,
  protocolRows,
  protocolToForm,
  type StoredProtocol,
  searchProtocolRows,
  valueIdResolver,
} from './protocol-record.ts';

const vet = { id: 'u-vet', roles: [ROLES.veterinario] };
const admin = { id: 'u-admin', roles: [ROLES.administrador] };
const client = { id: 'u-cli', roles: [ROLES.cliente] };
const inseminator = { id: 'u-ins', roles: [ROLES.inseminador] };

function seed(index: number): StoredProtocol {
  const protocol = PROTOCOL_SEED[index];
  if (!protocol) throw new Error(`no seed protocol ${index}`);
  return protocol;
}
const [THREE, FOUR, WEANING] = [seed(0), seed(1), seed(2)];
const id = (type: Parameters<typeof domainValueId>[0], valor: string) => domainValueId(type, valor);
const idOf = valueIdResolver(DOMAIN_VALUE_SEED, domainTypeId);
let counter = 0;
const newId = () => `00000000-0000-7000-8000-${String(++counter).padStart(12, '0')}`;

describe('protocolOwnerFor (spec §6: a vet’s protocol carries their id, an administrator’s none)', () => {
  it.each([
    ['Veterinário', vet, 'u-vet'],
    ['Inseminador', inseminator, 'u-ins'],
    ['Administrador', admin, null],
    [
      'Administrador and Veterinário',
      { id: 'u-both', roles: [ROLES.administrador, ROLES.veterinario] },
      null,
    ],
  ])('%s → %s', (_who, actor, owner) => {
    expect(protocolOwnerFor(actor)).toBe(owner);
  });
});

describe('isProtocolInUse (any live batch uses it)', () => {
  it.each([
    [[], false],
    [[{ protocoloId: 'p1' }], true],
    [[{ protocoloId: 'p1', isDeleted: true }], false],
    [[{ protocoloId: 'p2' }, { protocoloId: null }], false],
    [[{ protocoloId: 'p2' }, { protocoloId: 'p1', isDeleted: false }], true],
  ])('%j → %s', (batches, inUse) => {
    expect(isProtocolInUse('p1', batches)).toBe(inUse);
  });
});

describe("'Processos' column: each day once, in day order", () => {
  it.each([
    [THREE, 'D0, D8, D10'],
    [FOUR, 'D0, D7, D9, D11'],
    [WEANING, 'D0, D9, D11'],
    [{ managementProtocols: [] }, ''],
  ])('%#', (protocol, expected) => {
    expect(protocolProcesses(protocol, seedLookup)).toBe(expected);
  });
});

describe('protocolRows (spec §6 visibility and buttons)', () => {
  const own: StoredProtocol = { ...THREE, id: 'p-own', name: 'Ômega próprio', usuarioId: 'u-vet' };
  const other: StoredProtocol = { ...THREE, id: 'p-other', name: 'De outro', usuarioId: 'u-vet2' };
  const gone: StoredProtocol = { ...THREE, id: 'p-gone', name: 'Apagado', usuarioId: null, isDeleted: true };
  const all = [THREE, FOUR, own, other, gone];
  const batches = [{ protocoloId: FOUR.id }, { protocoloId: own.id, isDeleted: true }];
  const summary = (actor: Actor) =>
    protocolRows(all, batches, actor, seedLookup).map((row) => [row.name, row.canEdit, row.canDelete]);

  it.each([
    [
      'Veterinário: own (editable) and ownerless (not editable), sorted by name',
      vet,
      [
        ['IATF 3 manejos (D0, D8, D10)', false, false],
        ['IATF 4 manejos (D0, D7, D9, D11)', false, false],
        ['Ômega próprio', true, true],
      ],
    ],
    [
      'Administrador: ownerless ones, editable unless in use',
      admin,
      [
        ['IATF 3 manejos (D0, D8, D10)', true, true],
        ['IATF 4 manejos (D0, D7, D9, D11)', false, false],
      ],
    ],
    [
      'Cliente: reads, never edits',
      client,
      [
        ['IATF 3 manejos (D0, D8, D10)', false, false],
        ['IATF 4 manejos (D0, D7, D9, D11)', false, false],
      ],
    ],
  ])('%s', (_case, actor, expected) => {
    expect(summary(actor)).toEqual(expected);
  });

  it('flags the protocols a live batch uses', () => {
    const rows = protocolRows(all, batches, admin, seedLookup);
    expect(rows.map((row) => [row.id, row.isBeingUsed, row.processes])).toEqual([
      [THREE.id, false, 'D0, D8, D10'],
      [FOUR.id, true, 'D0, D7, D9, D11'],
    ]);
  });
});

describe('searchProtocolRows (by name, case and accents ignored)', () => {
  const rows = [{ name: 'J-Synch' }, { name: 'Ovsynch Ômega' }, { name: 'IATF 3 manejos' }];
  it.each([
    ['', ['J-Synch', 'Ovsynch Ômega', 'IATF 3 manejos']],
    ['  ', ['J-Synch', 'Ovsynch Ômega', 'IATF 3 manejos']],
    ['synch', ['J-Synch', 'Ovsynch Ômega']],
    ['omega', ['Ovsynch Ômega']],
    ['IATF  3', ['IATF 3 manejos']],
    ['xyz', []],
  ])('%j', (term, expected) => {
    expect(searchProtocolRows(rows, term).map((row) => row.name)).toEqual(expected);
  });
});

describe('protocolToForm (stored protocol → form values)', () => {
  it('puts D0’s implant and benzoate in the header and the other steps in rows', () => {
    expect(protocolToForm(THREE, seedLookup)).toEqual({
      ...emptyProtocolForm(),
      name: 'IATF 3 manejos (D0, D8, D10)',
      implantId: id('dispositivo', 'CIDR'),
      benzoatoEstradiol: '2,0',
      steps: [
        { day: 'D8', management: 'Retirada do Dispositivo', product: null, dose: null },
        { day: 'D8', management: 'Luteólise', product: 'Luteólise', dose: '2,0' },
        { day: 'D8', management: 'eCG', product: 'eCG', dose: '1,5' },
        { day: 'D8', management: 'Indutor de Ovulação', product: 'Cipionato de Estradiol', dose: '0,5' },
        { day: 'D10', management: 'IATF', product: null, dose: null },
      ],
    });
  });

  it('fills the D0 luteolysis and progesterone header fields from D0 steps', () => {
    const values = protocolToForm(
      {
        ...THREE,
        managementProtocols: [
          ...THREE.managementProtocols,
          {
            id: newId(),
            day: id('dias', 'D0'),
            management: id('tipoManejo', 'Luteólise'),
            implant: null,
            hormoneType: id('hormonio', 'Luteólise'),
            hormoneDosage: null,
            hormoneDosageValue: '1,0',
          },
          {
            id: newId(),
            day: id('dias', 'D0'),
            management: id('tipoManejo', 'Progesterona Injetável'),
            implant: null,
            hormoneType: id('hormonio', 'Progesterona Injetável'),
            hormoneDosage: null,
            hormoneDosageValue: '3',
          },
        ],
      },
      seedLookup,
    );
    expect(values).toMatchObject({
      luteolise: id('hormonio', 'Luteólise'),
      luteoliseDosage: '1,0',
      progesterona: id('hormonio', 'Progesterona Injetável'),
      progesteronaDosage: '3',
    });
    expect(values.steps).toHaveLength(5);
  });
});

describe('formToSteps (form values → stored steps)', () => {
  const values: ProtocolFormValues = {
    name: 'J-Synch',
    implantId: id('dispositivo', 'DIB'),
    benzoatoEstradiol: ' 2,0 ',
    luteolise: id('hormonio', 'Luteólise'),
    luteoliseDosage: '2',
    progesterona: null,
    progesteronaDosage: null,
    steps: [
      { day: 'D10', management: 'IATF', product: null, dose: null },
      { day: 'D8', management: 'eCG', product: 'eCG', dose: '1,5' },
    ],
    draft: EMPTY_DRAFT,
  };

  it('stores the header as D0 steps, then the rows in day order, each with a new id', () => {
    const steps = formToSteps(values, idOf, newId);
    expect(steps.map((step) => [seedLookup.valorOf(step.day), seedLookup.valorOf(step.management)])).toEqual([
      ['D0', 'Implante do Dispositivo'],
      ['D0', 'Luteólise'],
      ['D8', 'eCG'],
      ['D10', 'IATF'],
    ]);
    expect(steps[0]).toMatchObject({
      implant: id('dispositivo', 'DIB'),
      hormoneType: id('hormonio', 'Benzoato de Estradiol'),
      hormoneDosageValue: '2,0',
    });
    expect(steps[3]).toMatchObject({ hormoneType: null, hormoneDosageValue: null, implant: null });
    expect(new Set(steps.map((step) => step.id)).size).toBe(4);
  });

  it('round-trips a seeded protocol with new ids, keeping the amounts of unchanged steps', () => {
    const steps = formToSteps(protocolToForm(THREE, seedLookup), idOf, newId, THREE.managementProtocols);
    const strip = ({ id: _id, ...rest }: { id: string }) => rest;
    expect(steps.map(strip)).toEqual(THREE.managementProtocols.map(strip));
    expect(steps.some((step) => THREE.managementProtocols.some((old) => old.id === step.id))).toBe(false);
  });

  it('drops the amount of a step whose dose changed', () => {
    const form = protocolToForm(THREE, seedLookup);
    const steps = formToSteps({ ...form, benzoatoEstradiol: '1,5' }, idOf, newId, THREE.managementProtocols);
    expect(steps[0]).toMatchObject({ hormoneDosageValue: '1,5', hormoneDosage: null });
  });

  it('resolves texts through the device’s list before the seed ids (administrators add values)', () => {
    const added = {
      id: '11111111-1111-4111-8111-111111111111',
      valor: 'PGF Novo',
      tipoDominioId: domainTypeId('hormonio'),
    };
    const resolve = valueIdResolver([...DOMAIN_VALUE_SEED, added], domainTypeId);
    expect(resolve('hormonio', 'pgf novo')).toBe(added.id);
    expect(resolve('hormonio', 'eCG')).toBe(id('hormonio', 'eCG'));
  });
});

describe('protocolLockReason (a disabled edit or delete says why)', () => {
  it.each([
    ['allowed', { isBeingUsed: true }, true, null],
    ['in use by a batch', { isBeingUsed: true }, false, 'Exclusão de Protocolo Não Permitida'],
    [
      'not the user’s protocol',
      { isBeingUsed: false },
      false,
      'Somente quem cadastrou este protocolo pode alterá-lo ou excluí-lo.',
    ],
  ])('%s', (_case, row, allowed, expected) => {
    expect(protocolLockReason(row, allowed)).toBe(expected);
  });
});
