import { describe, expect, it } from 'vitest';
import { domainTypeId } from '../lists/domain-ids.ts';
import { CURRENT_SEASON_ID } from '../lists/value-ids.ts';
import { currentSeasonId, planSeasonStart, type SeasonStartInput } from './season-start.ts';

const OLD = 'season-2025';
const CURRENT = 'season-2026';

function farm(id: string, nome: string, patch: Partial<SeasonStartInput['farms'][number]> = {}) {
  return {
    id,
    nome,
    nomeProprietario: 'Dono',
    inscricaoEstadual: null,
    pais: 'Brasil',
    estado: 'MT',
    municipio: 'Cuiabá',
    tamanho: 100,
    retiro: false,
    inicioEstacaoMonta: '2025-10-01',
    fimEstacaoMonta: '2026-02-28',
    sistemaProducao: 'cria',
    estacaoMonta: OLD,
    usuarioId: 'owner',
    isDeleted: false,
    ...patch,
  };
}

function input(patch: Partial<SeasonStartInput>): SeasonStartInput {
  let next = 0;
  return {
    chosenIds: [],
    farms: [
      farm('a', 'Santa Fé'),
      farm('b', 'Boa Vista', { retiro: true }),
      farm('c', 'Boa Vista', { estacaoMonta: CURRENT }),
      farm('d', 'Velha', { isDeleted: true, estacaoMonta: CURRENT }),
      farm('e', 'Já Atual', { estacaoMonta: CURRENT }),
      farm('f', 'santa fe'),
    ],
    retiros: [
      { id: 'ra', nome: 'DEFAULT', fazendaId: 'a' },
      { id: 'rb1', nome: 'Norte', fazendaId: 'b' },
      { id: 'rb2', nome: 'Sul', fazendaId: 'b' },
      { id: 'rb3', nome: 'Apagado', fazendaId: 'b', isDeleted: true },
    ],
    links: [
      { id: 'la1', idFazenda: 'a', idUsuario: 'owner' },
      { id: 'la2', idFazenda: 'a', idUsuario: 'vet' },
      { id: 'la3', idFazenda: 'a', idUsuario: 'gone', isDeleted: true },
    ],
    currentSeasonId: CURRENT,
    inicioEstacaoMonta: '2026-10-01',
    fimEstacaoMonta: '2027-02-28',
    newId: () => `n${++next}`,
    ...patch,
  };
}

describe('planSeasonStart: duplicates (spec §8 "Fazendas Duplicadas para Estação de Monta Atual!")', () => {
  it.each([
    ['a farm of the same name already in the current season', ['b'], ['Boa Vista']],
    ['the chosen farm is itself in the current season', ['e'], ['Já Atual']],
    ['two chosen farms with the same name (accents, case ignored)', ['a', 'f'], ['santa fe']],
    ['several names listed', ['b', 'e', 'a'], ['Boa Vista', 'Já Atual']],
  ])('%s', (_case, chosenIds, names) => {
    expect(planSeasonStart(input({ chosenIds }))).toEqual({ kind: 'duplicates', names });
  });

  it('a deleted farm of the current season does not block its name', () => {
    const plan = planSeasonStart(input({ chosenIds: ['a'], farms: [farm('a', 'Velha')] }));
    expect(plan.kind).toBe('copies');
  });
});

describe('planSeasonStart: copies (DECISIONS.md: farm, retiros, links; no batches)', () => {
  it('a farm without retiros: new id, current season, new dates, one DEFAULT retiro, live links', () => {
    const plan = planSeasonStart(input({ chosenIds: ['a'] }));
    expect(plan).toEqual({
      kind: 'copies',
      copies: [
        {
          sourceId: 'a',
          farm: {
            ...farm('a', 'Santa Fé'),
            isDeleted: undefined,
            id: 'n1',
            estacaoMonta: CURRENT,
            inicioEstacaoMonta: '2026-10-01',
            fimEstacaoMonta: '2027-02-28',
          },
          retiros: [{ id: 'n2', nome: 'DEFAULT', fazendaId: 'n1' }],
          links: [
            { id: 'n3', idFazenda: 'n1', idUsuario: 'owner' },
            { id: 'n4', idFazenda: 'n1', idUsuario: 'vet' },
          ],
        },
      ],
    });
    if (plan.kind === 'copies') expect('isDeleted' in plan.copies[0]!.farm).toBe(false);
  });

  it('a farm with retiros: its live retiros by name, owner and other fields kept', () => {
    const plan = planSeasonStart(
      input({ chosenIds: ['b'], farms: [farm('b', 'Boa Vista', { retiro: true })] }),
    );
    if (plan.kind !== 'copies') throw new Error('expected copies');
    const [copy] = plan.copies;
    expect(copy?.farm).toMatchObject({ nome: 'Boa Vista', usuarioId: 'owner', retiro: true, tamanho: 100 });
    expect(copy?.retiros.map((retiro) => retiro.nome)).toEqual(['Norte', 'Sul']);
    expect(copy?.links).toEqual([]);
  });

  it.each([
    ['unknown ids are skipped', ['zzz'], 0],
    ['a repeated id is copied once', ['a', 'a'], 1],
  ])('%s', (_case, chosenIds, count) => {
    const plan = planSeasonStart(input({ chosenIds }));
    expect(plan.kind === 'copies' ? plan.copies.length : -1).toBe(count);
  });
});

describe('currentSeasonId: the Estação de Monta value marked current', () => {
  const tipo = domainTypeId('estacaoMonta');
  it.each([
    ['marked on the device list', [{ id: 'x', tipoDominioId: tipo, descricao: ' Current ' }], 'x'],
    [
      'mark on another list ignored',
      [{ id: 'y', tipoDominioId: 'other', descricao: 'current' }],
      CURRENT_SEASON_ID,
    ],
    [
      'deleted value ignored',
      [{ id: 'z', tipoDominioId: tipo, descricao: 'current', isDeleted: true }],
      CURRENT_SEASON_ID,
    ],
    ['no list yet: the seeded current season', [], CURRENT_SEASON_ID],
  ])('%s', (_case, values, expected) => {
    expect(currentSeasonId(values)).toBe(expected);
  });
});
