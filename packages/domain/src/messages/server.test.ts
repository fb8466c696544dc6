import { describe, expect, it } from 'vitest';
import * as admin from './admin.ts';
import * as auth from './auth.ts';
import * as batches from './batches.ts';
import * as bulls from './bulls.ts';
import * as common from './common.ts';
import * as cowSearch from './cow-search.ts';
import * as exportsMessages from './exports.ts';
import * as farms from './farms.ts';
import * as management from './management.ts';
import * as navigation from './navigation.ts';
import * as offline from './offline.ts';
import * as protocols from './protocols.ts';
import * as server from './server.ts';
import * as sync from './sync.ts';
import * as users from './users.ts';
import * as validation from './validation.ts';

const OTHER_CATALOGUES = [
  admin,
  auth,
  batches,
  bulls,
  common,
  cowSearch,
  exportsMessages,
  farms,
  management,
  navigation,
  offline,
  protocols,
  sync,
  users,
  validation,
];
/** A module's constant texts, read now (each is a function of no arguments). */
function constantTexts(module: Record<string, unknown>): [string, string][] {
  return Object.entries(module).flatMap(([name, value]) => {
    if (typeof value !== 'function' || value.length > 0) return [];
    const text: unknown = value();
    return typeof text === 'string' ? [[name, text] as [string, string]] : [];
  });
}

const texts = constantTexts(server);

describe('server messages', () => {
  it('has constant texts to check', () => {
    expect(texts.length).toBeGreaterThan(20);
  });

  it.each(texts)('%s is a non-empty pt-BR text', (_name, text) => {
    expect(text.trim()).toBe(text);
    expect(text.length).toBeGreaterThan(3);
  });

  it('defines each text once, and none another catalogue already owns', () => {
    const values = texts.map(([, text]) => text);
    expect(new Set(values).size).toBe(values.length);
    const elsewhere = new Set(
      OTHER_CATALOGUES.flatMap((module) => constantTexts(module).map(([, text]) => text)),
    );
    expect(values.filter((text) => elsewhere.has(text))).toEqual([]);
  });

  it.each([
    [server.trackingEventTooDeep(32), 'Evento com mais de 32 níveis'],
    [server.trackingEventTooLarge(8192), 'Evento maior que 8192 bytes'],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });

  it.each([
    ['fazenda', 'Não foi possível salvar: a fazenda deste registro ainda não existe no servidor.'],
    ['retiro', 'Não foi possível salvar: o retiro deste registro ainda não existe no servidor.'],
    ['lote', 'Não foi possível salvar: o lote deste registro ainda não existe no servidor.'],
    ['touro', 'Não foi possível salvar: o touro deste registro ainda não existe no servidor.'],
  ] as const)('parentMissing(%s) names the missing parent', (kind, text) => {
    expect(server.parentMissing(kind)).toBe(text);
  });
});
