import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  farmWithCow,
  pull,
  pullAll,
  pushOk,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';
import { pageJson, WireJson, wireJsonExpression } from './wire-json.ts';

// Text a JSON writer must escape, and text that looks like a null member of the record around it.
const TRICKY = [
  'aspas "duplas", barra \\ e vírgula',
  '","perdaGestacao":null,"x":"',
  'linha\nnova\ttab ☃ 🐄 \u2028 fim',
  'null',
];

/** A record of a full page as a page without nulls sends it. */
const nonNull = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));

describe('pageJson', () => {
  const result = {
    sucesso: true,
    mensagem: null,
    response: {
      lastPulledAt: 7,
      temMais: false,
      fazendasRemovidas: ['a"b'],
      omitNulls: true,
      usuarios: [{ id: 'u1', nome: 'Zé "Boiadeiro"', email: null }],
      d0s: [{ id: 'c1', rev: 3, codVaca: TRICKY[0] }],
    },
  };

  it('writes what JSON.stringify writes', () => {
    expect(pageJson(result)).toBe(JSON.stringify(result));
  });

  it('puts a WireJson record in as it is, in its place among the others', () => {
    const withText = {
      ...result,
      response: {
        ...result.response,
        d0s: [result.response.d0s[0], new WireJson(4, '{"id":"c2","rev":4,"iatf":0}')],
      },
    };
    const parsed = JSON.parse(pageJson(withText));
    expect(parsed.response.d0s).toEqual([result.response.d0s[0], { id: 'c2', rev: 4, iatf: 0 }]);
    // Any other writer still sees the record, not the wrapper.
    expect(JSON.parse(JSON.stringify(withText))).toEqual(parsed);
  });

  it('quotes column names in the expression and leaves the scope columns out', () => {
    expect(wireJsonExpression('sqlite', ['id', 'a"b', "c'd", 'ok', 'scopeFazendaId'], ['ok'])).toBe(
      `'{' || substr(CASE WHEN "id" IS NULL THEN '' ELSE ',"id":' || json_quote("id") END || ` +
        `CASE WHEN "a""b" IS NULL THEN '' ELSE ',"a\\"b":' || json_quote("a""b") END || ` +
        `CASE WHEN "c'd" IS NULL THEN '' ELSE ',"c''d":' || json_quote("c'd") END || ` +
        `CASE WHEN "ok" IS NULL THEN '' WHEN "ok" = 1 THEN ',"ok":true' ELSE ',"ok":false' END, 2) || '}'`,
    );
    expect(wireJsonExpression('postgres', ['id', "c'd", 'a"b', 'ok', 'scopeUsuarioId'], ['ok'])).toBe(
      `'{' || concat_ws(',', '"id":' || to_json("id"), '"c''d":' || to_json("c'd"), ` +
        `'"a\\"b":' || to_json("a""b"), '"ok":' || to_json("ok")) || '}'`,
    );
  });

  it('gives up on a table with more columns than the database function takes (its rows are mapped in Node)', () => {
    const columns = Array.from({ length: 100 }, (_, index) => `c${index}`);
    expect(wireJsonExpression('postgres', columns, [])).toBeNull();
    expect(wireJsonExpression('postgres', columns.slice(0, 99), [])).not.toBeNull();
    expect(wireJsonExpression('sqlite', columns, [])).not.toBeNull();
    expect(wireJsonExpression('sqlite', [], [])).toBeNull();
  });
});

describe.each(DIALECTS)('cows and events written as JSON by the database, on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
  });
  afterAll(() => server.close());

  it('a page without nulls holds every value a full page holds: text, booleans, whole and fractional numbers', async () => {
    const { fazenda, lote } = await farmWithCow(server, vet);
    const loteId = String(lote.id);
    const cows = TRICKY.map((text, index) =>
      build.d0(loteId, {
        codVaca: text.slice(0, 20),
        observacaoD0: text,
        perdaGestacao: index % 2 === 0,
        pesoBezerro: 30.25 + index,
        peso_EM: 400 + index,
      }),
    );
    await pushOk(server, vet, 'd0s', cows);
    // One IATF and one DN per cow (a cow has one of each).
    await pushOk(
      server,
      vet,
      'iatfs',
      TRICKY.map((text, index) => build.iatf(loteId, String(cows[index]?.id), { observacao: text })),
    );
    await pushOk(
      server,
      vet,
      'dns',
      TRICKY.map((text, index) => build.dn(loteId, String(cows[index]?.id), { observacao: text })),
    );

    const farms = [{ id: String(fazenda.id), lastPulledAt: null }];
    const full = await pull(server, vet, { lastPulledAt: null, fazendasBaixadas: farms });
    const compact = await pull(server, vet, { lastPulledAt: null, fazendasBaixadas: farms, omitNulls: true });
    for (const key of ['d0s', 'iatfs', 'dns'] as const) {
      expect(compact.response[key].length).toBeGreaterThan(0);
      expect(compact.response[key]).toEqual(full.response[key].map(nonNull));
      // Field for field in the same order, as the device's copy is built from it.
      expect(compact.response[key].map((record) => Object.keys(record))).toEqual(
        full.response[key].map((record) => Object.keys(nonNull(record))),
      );
    }
    const sent = new Map(compact.response.d0s.map((cow) => [cow.id, cow]));
    for (const cow of cows) {
      expect(sent.get(cow.id)).toMatchObject({
        observacaoD0: cow.observacaoD0,
        perdaGestacao: cow.perdaGestacao,
        pesoBezerro: cow.pesoBezerro,
        peso_EM: cow.peso_EM,
      });
    }
    expect(compact.response.iatfs.map((iatf) => iatf.observacao).sort()).toEqual([...TRICKY].sort());
    expect(compact.response.dns.map((dn) => dn.observacao).sort()).toEqual([...TRICKY].sort());
  });

  it('pages of several farms without nulls hold the same records, in the same revision order, as full pages', async () => {
    // The shared streams (lists, users) from where they stand now: the pages then hold these farms alone.
    const { cursor: shared } = await pullAll(server, vet, []);
    const one = await farmWithCow(server, vet);
    const two = await farmWithCow(server, vet);
    // Pushed in turns, so the two farms' revisions interleave and no index gives the page's order.
    const pushCows = async (rounds: number, each: number) => {
      for (let round = 0; round < rounds; round++) {
        for (const { lote } of [one, two]) {
          const cows = Array.from({ length: each }, (_, n) =>
            build.d0(String(lote.id), { observacaoD0: TRICKY[(round + n) % TRICKY.length] }),
          );
          await pushOk(server, vet, 'd0s', cows);
          const iatfs = cows.map((cow) => build.iatf(String(lote.id), String(cow.id)));
          await pushOk(server, vet, 'iatfs', iatfs);
        }
      }
    };
    // 120 revisions of cows and IATFs: the first pages' range spans more than 10 pages of 4.
    await pushCows(6, 5);
    const farmIds = [String(one.fazenda.id), String(two.fazenda.id)];
    /** Pages of 4 from `from`: a range of over 50 revisions reads the farms apart (pull-page.ts), a narrower one in one `in`. */
    const pagesOf = async (omitNulls: boolean, from: number) => {
      const pages: Record<string, unknown>[][] = [];
      let cursor = from;
      for (let guard = 0; guard < 50; guard++) {
        const page = await pull(
          server,
          vet,
          {
            lastPulledAt: Math.max(shared, cursor),
            fazendasBaixadas: farmIds.map((id) => ({ id, lastPulledAt: cursor })),
            omitNulls,
          },
          4,
        );
        pages.push([...page.response.d0s, ...page.response.iatfs]);
        cursor = page.response.lastPulledAt;
        if (!page.response.temMais) return { pages, cursor };
      }
      throw new Error('the pull did not end');
    };
    const cowRevs = (pages: Record<string, unknown>[][]) =>
      pages.flatMap((page) => page.filter((record) => 'codVaca' in record)).map((cow) => Number(cow.rev));

    const full = await pagesOf(false, 0);
    const compact = await pagesOf(true, 0);
    expect(full.pages.length).toBeGreaterThan(3);
    expect(compact.pages).toEqual(full.pages.map((page) => page.map(nonNull)));
    const revs = cowRevs(compact.pages);
    expect(revs).toEqual([...revs].sort((a, b) => a - b));
    expect(new Set(revs).size).toBe(62);
    expect(compact.pages.flat().filter((record) => 'vacaId' in record)).toHaveLength(60);

    // A poll after two more cows: a narrow range.
    await pushCows(1, 1);
    const fullPoll = await pagesOf(false, full.cursor);
    const compactPoll = await pagesOf(true, full.cursor);
    expect(compactPoll.pages).toEqual(fullPoll.pages.map((page) => page.map(nonNull)));
    expect(cowRevs(compactPoll.pages)).toHaveLength(2);
  });

  it('a column a migration adds under a running node is sent at once, as a full page would send it', async () => {
    const { fazenda, d0 } = await farmWithCow(server, vet);
    const farms = [{ id: String(fazenda.id), lastPulledAt: null }];
    await pull(server, vet, { lastPulledAt: null, fazendasBaixadas: farms, omitNulls: true });
    await sql`alter table d0s add column "campoNovo" text`.execute(server.db.kysely);
    await sql`update d0s set "campoNovo" = 'valor' where id = ${String(d0.id)}`.execute(server.db.kysely);
    const compact = await pull(server, vet, { lastPulledAt: null, fazendasBaixadas: farms, omitNulls: true });
    expect(compact.response.d0s.find((cow) => cow.id === d0.id)).toMatchObject({ campoNovo: 'valor' });
  });
});
