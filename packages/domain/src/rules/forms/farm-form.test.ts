import { describe, expect, it } from 'vitest';
import {
  canChangeHasRetiro,
  canEditResponsibles,
  canRemoveResponsible,
  type FarmFormValues,
  municipalityOptions,
  onCountryChange,
  parseFarmSize,
  removeResponsibles,
  responsibleChanges,
  validateFarmForm,
  vetCandidates,
} from './farm-form.ts';

const REQUIRED = 'Este campo é obrigatório';

const VALID: FarmFormValues = {
  nomeProprietario: 'João',
  nome: 'Fazenda Boa Vista',
  inscricaoEstadual: null,
  pais: 'Brasil',
  estado: 'MT',
  municipio: 'Cuiabá',
  tamanho: '1200,5',
  retiro: false,
  inicioEstacaoMonta: '2025-10-01',
  fimEstacaoMonta: '2026-03-31',
  sistemaProducao: 'sp',
  estacaoMonta: 'em',
};

describe('validateFarmForm (spec §5 Farm form)', () => {
  it.each([
    ['a complete farm', VALID, {}],
    ['retiro false is an answer', { ...VALID, retiro: false }, {}],
    [
      'required fields',
      {
        ...VALID,
        nomeProprietario: '',
        nome: null,
        pais: null,
        municipio: ' ',
        retiro: null,
        estacaoMonta: null,
      },
      {
        nomeProprietario: REQUIRED,
        nome: REQUIRED,
        pais: REQUIRED,
        municipio: REQUIRED,
        retiro: REQUIRED,
        estacaoMonta: REQUIRED,
      },
    ],
    [
      'season dates and system',
      { ...VALID, inicioEstacaoMonta: null, fimEstacaoMonta: null, sistemaProducao: null },
      { inicioEstacaoMonta: REQUIRED, fimEstacaoMonta: REQUIRED, sistemaProducao: REQUIRED },
    ],
    ["estado required for 'Brasil'", { ...VALID, estado: null }, { estado: REQUIRED }],
    ['estado optional elsewhere', { ...VALID, pais: 'Paraguai', estado: null }, {}],
    ['invalid date', { ...VALID, fimEstacaoMonta: '2026-02-30' }, { fimEstacaoMonta: 'Data inválida' }],
    [
      'season ending before it starts',
      { ...VALID, fimEstacaoMonta: '2025-09-01' },
      { fimEstacaoMonta: 'A data final não pode ser anterior à data inicial' },
    ],
    [
      'non-numeric size',
      { ...VALID, tamanho: '12 ha' },
      { tamanho: 'Informe somente números, com vírgula nos decimais (ex.: 120,5)' },
    ],
    ['negative size', { ...VALID, tamanho: '-5' }, { tamanho: 'Informe um número de 0 a 10000000 ha' }],
    ['empty size', { ...VALID, tamanho: '' }, {}],
  ])('%s', (_name, values, expected) => {
    expect(validateFarmForm(values)).toEqual(expected);
  });
});

describe('parseFarmSize', () => {
  it.each([
    ['1200,5', 1200.5],
    ['1200.5', 1200.5],
    ['  300 ', 300],
    [42, 42],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(parseFarmSize(input)).toBe(expected);
  });

  it.each(['-5', '1.200,5', '12 ha'])('%j is refused, never saved as something else', (input) => {
    expect(() => parseFarmSize(input)).toThrow();
  });
});

describe('farm form behaviour', () => {
  it('changing country clears state and municipality', () => {
    expect(onCountryChange(VALID, 'Uruguai')).toEqual({
      ...VALID,
      pais: 'Uruguai',
      estado: null,
      municipio: null,
    });
    expect(onCountryChange(VALID, 'Brasil')).toBe(VALID);
  });

  it("offers the state's cities plus 'Outro' for Brasil, free text elsewhere", () => {
    expect(municipalityOptions('Brasil', ['Cuiabá', 'Sinop'])).toEqual(['Cuiabá', 'Sinop', 'Outro']);
    expect(municipalityOptions('Chile', ['x'])).toBeNull();
  });

  it("'Possui Retiro?' cannot change on an existing farm", () => {
    expect(canChangeHasRetiro(false)).toBe(true);
    expect(canChangeHasRetiro(true)).toBe(false);
  });
});

describe('Responsáveis', () => {
  const context = { currentUserId: 'owner', ownerId: 'owner', adminUserIds: ['admin'] };

  it.each([
    ['vet', context, true],
    ['owner', context, false],
    ['admin', context, false],
    ['vet', { ...context, currentUserId: 'vet2' }, false],
  ])('canRemoveResponsible(%j) → %s', (userId, ctx, allowed) => {
    expect(canRemoveResponsible(userId, ctx)).toBe(allowed);
  });

  it('only the owner edits the list', () => {
    expect(canEditResponsibles(context)).toBe(true);
    expect(canEditResponsibles({ ...context, currentUserId: 'vet' })).toBe(false);
  });

  it('removal skips the current user and the admin account', () => {
    expect(removeResponsibles(['owner', 'vet', 'admin', 'vet2'], ['owner', 'vet', 'admin'], context)).toEqual(
      ['owner', 'admin', 'vet2'],
    );
  });

  it.each([
    {
      name: 'untouched list writes nothing',
      loaded: ['owner', 'insem'],
      saved: ['insem', 'owner'],
      ctx: context,
      added: [],
      removed: [],
    },
    {
      name: 'an added vet is linked',
      loaded: ['owner'],
      saved: ['owner', 'vet'],
      ctx: context,
      added: ['vet'],
      removed: [],
    },
    {
      name: 'a removed vet is unlinked',
      loaded: ['owner', 'vet'],
      saved: ['owner'],
      ctx: context,
      added: [],
      removed: ['vet'],
    },
    {
      name: 'the current user and admin stay',
      loaded: ['owner', 'admin'],
      saved: [],
      ctx: context,
      added: [],
      removed: [],
    },
    {
      name: 'a non-owner removes nobody',
      loaded: ['owner', 'vet'],
      saved: ['owner'],
      ctx: { ...context, currentUserId: 'x' },
      added: [],
      removed: [],
    },
  ])('responsibleChanges: $name', ({ loaded, saved, ctx, added, removed }) => {
    expect(responsibleChanges(loaded, saved, ctx)).toEqual({ added, removed });
  });

  it('offers users with a non-admin role', () => {
    const users = [
      { id: 'a', roles: [{ name: 'Administrador' }] },
      { id: 'b', roles: [{ name: 'Veterinário' }] },
      { id: 'c', roles: [{ name: 'Administrador' }, { name: 'Inseminador' }] },
      { id: 'd', roles: [] },
    ];
    expect(vetCandidates(users).map((u) => u.id)).toEqual(['b', 'c']);
  });
});
