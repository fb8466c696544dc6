import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import { SYNC_RECORD_INVALID } from '../messages/records.ts';
import {
  ENTITY_FIELDS,
  ENTITY_SCHEMAS,
  isSyncEntityKey,
  PULL_KEYS,
  parseSyncRecord,
  pullRequestSchema,
  pullResponseSchema,
  pushRequestSchema,
  pushResponseSchema,
  SYNC_ENTITY_ORDER,
} from './sync.ts';

const base = { created: '2025-03-10T12:30:00.000Z', updated: '2025-03-10T12:30:00.000Z' };
const loteId = '0195f3a4-0005-7000-8000-000000000005';
const retiroId = '0195f3a4-0003-7000-8000-000000000003';
const lote = { id: loteId, ...base, nomeLote: 'Lote 1', retiroId };

describe('entity keys', () => {
  it('pushes in the order of spec §4', () => {
    expect(SYNC_ENTITY_ORDER).toEqual([
      'fazendas',
      'retiros',
      'protocolos',
      'lotes',
      'd0s',
      'dns',
      'iatfs',
      'fazendaUsuarios',
      'touros',
      'partidas',
    ]);
  });

  it('pulls the arrays of spec §7 half-sync, each with a schema and its field list', () => {
    expect(Object.keys(ENTITY_SCHEMAS).sort()).toEqual([...PULL_KEYS].sort());
    for (const key of PULL_KEYS) expect(ENTITY_FIELDS[key]).toEqual(Object.keys(ENTITY_SCHEMAS[key].shape));
  });

  it.each([
    ['lotes', true],
    ['usuarios', false],
    ['valorDominios', false],
    ['Lotes', false],
  ])('%s is pushable: %s', (key, ok) => {
    expect(isSyncEntityKey(key)).toBe(ok);
  });
});

describe('parseSyncRecord', () => {
  it('keeps the known fields, ignores bookkeeping keys and reads the sync metadata', () => {
    const result = parseSyncRecord('lotes', {
      ...lote,
      _status: 'updated',
      _rev: 3,
      rev: 4,
      lastModifiedBy: loteId,
      _changed: ['nomeLote', 'nomeLote', 'id', 'naoExiste', 'dataIatf'],
      _baseRev: 12,
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.id).toBe(loteId);
    expect(result.record.nomeLote).toBe('Lote 1');
    expect(result.record).not.toHaveProperty('_status');
    expect(result.changed).toEqual(['nomeLote', 'dataIatf']);
    expect(result.baseRev).toBe(12);
  });

  it.each([
    [{ hacker: 'DROP TABLE' }, 'Registro inválido. Campo desconhecido: hacker.'],
    [{ corNova: 'x', outro: 1 }, 'Registro inválido. Campos desconhecidos: corNova, outro.'],
  ])('refuses unknown fields %j instead of dropping them', (extra, motivo) => {
    expect(parseSyncRecord('lotes', { ...lote, ...extra })).toEqual({ success: false, id: loteId, motivo });
  });

  it('lists the fields a partial record carries (absent is not null)', () => {
    const { id, created, updated, retiroId, nomeLote } = lote;
    const result = parseSyncRecord('lotes', { id, created, updated, retiroId, nomeLote, mineral: null });
    expect(result.success && [...result.present].sort()).toEqual(
      ['created', 'id', 'mineral', 'nomeLote', 'retiroId', 'updated'].sort(),
    );
  });

  it('reads absent metadata as null', () => {
    const result = parseSyncRecord('lotes', lote);
    expect(result).toMatchObject({ success: true, changed: null, baseRev: null });
  });

  it.each([
    ['a number where text belongs', { ...lote, nomeLote: 42 }, 'nomeLote: Entrada inválida'],
    ['a date that does not exist', { ...lote, dataIatf: '2025-02-29' }, 'dataIatf: Data inválida'],
    ['a missing parent', { ...lote, retiroId: undefined }, 'retiroId:'],
    ['a blank name', { ...lote, nomeLote: '   ' }, 'nomeLote: Este campo é obrigatório'],
    ['a bad base revision', { ...lote, _baseRev: -1 }, '_baseRev:'],
    ['a bad change list', { ...lote, _changed: 'nomeLote' }, '_changed:'],
  ])('rejects %s with a pt-BR reason', (_label, json, reason) => {
    const result = parseSyncRecord('lotes', json);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.id).toBe(loteId);
    expect(result.motivo.startsWith(`${SYNC_RECORD_INVALID()}. `)).toBe(true);
    expect(result.motivo).toContain(reason);
  });

  it('answers a null id when the record has none, and sums up long lists of problems', () => {
    const result = parseSyncRecord('d0s', {
      codVaca: 5,
      peso_EM: 'x',
      iatf: -1,
      loteId: 3,
      ecc: 'y',
      clD0: 'z',
    });
    expect(result).toMatchObject({ success: false, id: null });
    if (result.success) return;
    expect(result.motivo).toMatch(/\(e mais \d+ problemas\)$/);
  });

  it('gives its reasons in the reader’s language (the request’s, on the server)', () => {
    const blank = inLocale('es', () => parseSyncRecord('lotes', { ...lote, nomeLote: '   ' }));
    expect(blank).toMatchObject({
      success: false,
      motivo: 'Registro inválido. nomeLote: Este campo es obligatorio',
    });
    const many = inLocale('es', () =>
      parseSyncRecord('d0s', { codVaca: 5, peso_EM: 'x', iatf: -1, loteId: 3, ecc: 'y', clD0: 'z' }),
    );
    if (many.success) throw new Error('refused');
    expect(many.motivo).toMatch(/\(y \d+ problemas más\)$/);
    // zod's own wording follows the reader too.
    expect(many.motivo).toContain('codVaca: Entrada inválida: se esperaba texto, recibido número');
    const pt = parseSyncRecord('lotes', { ...lote, nomeLote: '   ' });
    expect(pt).toMatchObject({
      success: false,
      motivo: 'Registro inválido. nomeLote: Este campo é obrigatório',
    });
  });
});

describe('push', () => {
  it.each([
    [{ tipoId: 'lotes', loggedUser: loteId, contents: [{ verbo: 'POST', json: lote }] }, true],
    [{ tipoId: 'lotes', loggedUser: loteId, contents: [{ verbo: 'PRIORITY', json: { anything: 1 } }] }, true],
    [{ tipoId: 'lotes', loggedUser: loteId, contents: [] }, true],
    [{ tipoId: 'lotes', loggedUser: loteId, contents: [{ verbo: 'DELETE', json: lote }] }, false],
    [{ tipoId: 'lotes', loggedUser: loteId, contents: [{ verbo: 'PUT', json: [lote] }] }, false],
    [{ tipoId: 'usuarios', loggedUser: loteId, contents: [] }, false],
    [{ tipoId: 'lotes', contents: [] }, false],
  ])('request %# → %s', (body, ok) => {
    expect(pushRequestSchema.safeParse(body).success).toBe(ok);
  });

  it('refuses a half identity and a list too long in the reader’s language', () => {
    const half = { tipoId: 'lotes', loggedUser: loteId, contents: [], clientId: loteId };
    const issues = (locale: 'pt-BR' | 'es', body: unknown) =>
      inLocale(locale, () => pushRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message));
    expect(issues('pt-BR', half)).toEqual(['clientId e pushSeq devem ser enviados juntos']);
    expect(issues('es', half)).toEqual(['clientId y pushSeq deben enviarse juntos']);
    const farms = Array.from({ length: 5001 }, () => ({ id: loteId, lastPulledAt: 0 }));
    const pull = (locale: 'pt-BR' | 'es') =>
      inLocale(
        locale,
        () =>
          pullRequestSchema.safeParse({ lastPulledAt: 0, fazendasBaixadas: farms }).error?.issues[0]?.message,
      );
    expect(pull('pt-BR')).toBe('No máximo 5.000 fazendas baixadas por sincronização.');
    expect(pull('es')).toBe('Como máximo 5.000 establecimientos descargados por sincronización.');
  });

  it('describes the answer', () => {
    const answer = {
      sucesso: true,
      aplicados: [{ id: loteId, rev: 41 }],
      rejeitados: [{ id: null, motivo: 'Registro inválido. id: Identificador inválido' }],
    };
    expect(pushResponseSchema.parse(answer)).toEqual(answer);
    expect(pushResponseSchema.safeParse({ ...answer, aplicados: [{ id: loteId, rev: 1.5 }] }).success).toBe(
      false,
    );
  });
});

describe('pull', () => {
  it.each([
    [{ lastPulledAt: null, fazendasBaixadas: [] }, true],
    [
      { lastPulledAt: 120, fazendasBaixadas: [{ id: loteId, lastPulledAt: 0 }], lotesBaixados: [loteId] },
      true,
    ],
    [{ lastPulledAt: 120 }, true],
    [{ lastPulledAt: -1, fazendasBaixadas: [] }, false],
    [{ lastPulledAt: 1.5, fazendasBaixadas: [] }, false],
    [{ lastPulledAt: '120', fazendasBaixadas: [] }, false],
    [{ lastPulledAt: 0, fazendasBaixadas: [{ id: 'x', lastPulledAt: 0 }] }, false],
  ])('request %o → %s', (body, ok) => {
    expect(pullRequestSchema.safeParse(body).success).toBe(ok);
  });

  const emptyArrays = Object.fromEntries(PULL_KEYS.map((key) => [key, []]));

  it('reads a page with records carrying their revision', () => {
    const page = pullResponseSchema.parse({
      sucesso: true,
      mensagem: null,
      response: {
        lastPulledAt: 57,
        temMais: true,
        fazendasRemovidas: [],
        ...emptyArrays,
        lotes: [{ ...lote, rev: 57 }],
      },
    });
    expect(page.response.lotes[0]).toMatchObject({ id: loteId, rev: 57, isDeleted: false });
    expect(page.response.temMais).toBe(true);
  });

  it.each([
    ['a record without rev', { lotes: [lote] }],
    ['a missing array', { d0s: undefined }],
    ['a bad cursor', { lastPulledAt: -3 }],
  ])('rejects a page with %s', (_label, change) => {
    const response = { lastPulledAt: 57, temMais: false, fazendasRemovidas: [], ...emptyArrays, ...change };
    expect(pullResponseSchema.safeParse({ sucesso: true, mensagem: null, response }).success).toBe(false);
  });
});
