import { randomUUID } from 'node:crypto';
import { IMPORT_COLUMNS } from '@gestar/domain/exports/import-template';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import {
  IMPORT_ALREADY_READING,
  IMPORT_BATCH_NOT_FOUND,
  IMPORT_UPLOAD_FAILED,
} from '@gestar/domain/messages/exports';
import { READ_ONLY_PROFILE } from '@gestar/domain/messages/server';
import { FILE_TOO_LARGE, INVALID_FILE } from '@gestar/domain/messages/validation';
import ExcelJS from 'exceljs';
import { deflateSync, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../db/seeds/lists.ts';
import { bearer, createTestUser, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { build, pushOk, type Session, signIn, startSyncServer } from '../sync/test-kit.ts';
import { deflatedZeros, numbersXlsx, swallowingZip, worstAcceptedXlsx } from './crafted-files.ts';
import { percentile, probeHealth } from './health-probe.ts';
import { PARSE_LIMITS } from './parse-in-worker.ts';

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function modelFile(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Importação');
  sheet.addRow(IMPORT_COLUMNS.map((column) => column.header));
  sheet.addRow(['A1', null, 'Nelore']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Built once for both dialects: ~1 s each. */
let worst: string | undefined;
let bomb: Uint8Array | undefined;
const worstFile = () => {
  worst ??= base64(worstAcceptedXlsx());
  return worst;
};

// Spreadsheet import hardening, through real HTTP: the zip is read as SheetJS reads it, and a file costs nothing
// before its batch and caller are checked, and then costs a worker thread, not the server's event loop.
describe.each(DIALECTS)('import hardening on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let stranger: Session;
  let client: Session;
  let loteId: string;

  const call = (session: Session, body: unknown, path: 'Previa' | 'Aplicar' = 'Previa') =>
    fetch(`${server.baseUrl}/api/Importacao/${path}`, {
      method: 'POST',
      headers: { ...bearer(session.token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** `work`, how long it took, and what /api/health answered meanwhile to 10 clients probing it every 50 ms each. */
  async function whileProbing<T>(work: () => Promise<T>) {
    const probe = await probeHealth(server.baseUrl, 10);
    try {
      const started = performance.now();
      const result = await work();
      return { result, workMs: performance.now() - started, latencies: await probe.stop() };
    } finally {
      await probe.stop();
    }
  }

  /**
   * The probes come from their own thread and keep coming while the loop is blocked, so a blocked read leaves
   * most of them waiting for its end: a median of hundreds of ms and a 99th percentile near the whole read
   * (1.4–1.8 s on an idle machine). A free loop answers most of them at once; what load does to its tail (1.2 s
   * was seen while Playwright ran beside on 2 cores) grows with the read, so the tail's bound does too. The target,
   * p99 < 100 ms, is measured on the built server by bench/imports/worst-file.ts (25–65 ms). The median's bound
   * grows with the read as well (a free loop's median was 293 ms once under full CI load), staying below the half of
   * the read a blocked loop's median comes to.
   */
  function expectLoopFree(latencies: number[], workMs: number) {
    expect(percentile(latencies, 0.5)).toBeLessThan(Math.max(250, workMs / 3));
    expect(percentile(latencies, 0.99)).toBeLessThan(Math.max(1000, workMs / 2));
  }

  // The read's time limit guards production; here a CI machine at load 10 once took it all, and the test is
  // about the loop, not the limit.
  const productionTimeout = PARSE_LIMITS.timeoutMs;
  beforeAll(() => {
    PARSE_LIMITS.timeoutMs = 60_000;
  });
  afterAll(() => {
    PARSE_LIMITS.timeoutMs = productionTimeout;
  });

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    stranger = await signIn(server, 'Veterinário');
    const clientUser = await createTestUser(server, { role: 'Cliente', createdByUserId: vet.id });
    const login = await loginAs(server, clientUser.email, clientUser.password);
    client = { id: clientUser.id, email: clientUser.email, token: login.token, role: 'Cliente' };
    const farm = build.fazenda(vet.id, { nome: 'Fazenda Arquivos' });
    const corral = build.retiro(String(farm.id));
    const lote = build.lote(String(corral.id), { protocoloId: PROTOCOL_SEED[0]?.id, nomeLote: 'Lote' });
    loteId = String(lote.id);
    await pushOk(server, vet, 'fazendas', [farm]);
    await pushOk(server, vet, 'fazendaUsuarios', [build.fazendaUsuario(String(farm.id), client.id)]);
    await pushOk(server, vet, 'retiros', [corral]);
    await pushOk(server, vet, 'lotes', [lote]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a zip whose central directory lists an entry hidden inside another entry', async () => {
    const entries = Object.entries(unzipSync(await modelFile())).map(([name, data]) => ({
      name,
      method: 8 as const,
      data: deflateSync(data),
      size: data.length,
    }));
    // The reported file was ~450 KB unpacking to 450 MB; 200 MB (~200 KB) is four times the former limit.
    const size = 200 * 1024 * 1024;
    bomb ??= deflatedZeros(size);
    const hidden = { name: 'xl/media/image1.png', method: 8 as const, data: bomb, size };
    const content = base64(swallowingZip(entries, hidden));
    const started = performance.now();
    const response = await call(vet, { loteId, fileName: 'planilha.xlsx', content });
    expect(await response.json()).toEqual({ title: INVALID_FILE() });
    expect(response.status).toBe(400);
    // Refused from the directory alone, nothing inflated.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('counts cells before parsing: a million small numbers in a few KB are too large', async () => {
    const content = base64(numbersXlsx(10_000, 100));
    const response = await call(vet, { loteId, fileName: 'numeros.xlsx', content });
    expect(await response.json()).toEqual({ title: FILE_TOO_LARGE() });
    expect(response.status).toBe(400);
  });

  it('checks the batch and the caller before the file', async () => {
    // Not even a spreadsheet: the batch answers first.
    const text = { fileName: 'dados.txt', content: base64(new Uint8Array([0x6f, 0x69])) };
    const unknown = await call(vet, { ...text, loteId: randomUUID() });
    expect(await unknown.json()).toEqual({ title: IMPORT_BATCH_NOT_FOUND() });
    expect(unknown.status).toBe(404);

    // The worst file the reader accepts, sent by a client (read-only) and by a stranger with an id nobody
    // holds: answered without reading it, so the server never stalls for them.
    const content = worstFile();
    const { result, workMs, latencies } = await whileProbing(async () => {
      const body = { loteId, fileName: 'a.xlsx', content, versao: '1' };
      const readOnly = await call(client, body, 'Aplicar');
      const foreign = await call(stranger, { loteId: randomUUID(), fileName: 'b.xlsx', content });
      return [readOnly.status, await readOnly.json(), foreign.status, await foreign.json()];
    });
    expect(result).toEqual([403, { title: READ_ONLY_PROFILE() }, 404, { title: IMPORT_BATCH_NOT_FOUND() }]);
    // Before, both files were read first, on the event loop: seconds of stall.
    expectLoopFree(latencies, workMs);
  });

  it('reads the worst accepted file in a worker: /api/health keeps answering', async () => {
    const content = worstFile();
    const { result, workMs, latencies } = await whileProbing(async () => {
      const response = await call(vet, { loteId, fileName: 'pior.xlsx', content });
      return {
        status: response.status,
        body: (await response.json()) as { title: string; errors: string[] },
      };
    });
    // Read whole, then refused line by line: numbers are no breed.
    expect(result.status).toBe(400);
    expect(result.body.title).toBe(IMPORT_UPLOAD_FAILED());
    expect(result.body.errors.length).toBeGreaterThan(100);
    // Before, the event loop was blocked for the whole read.
    expectLoopFree(latencies, workMs);
  });

  it('reads one file per user at a time, answering 429 to a second', async () => {
    const content = worstFile();
    const first = call(vet, { loteId, fileName: 'pior.xlsx', content });
    // The first is past its checks and being read well before this (its read takes seconds).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const small = { loteId, fileName: 'dados.xlsx', content: base64(await modelFile()) };
    const second = await call(vet, small);
    expect(await second.json()).toEqual({ title: IMPORT_ALREADY_READING() });
    expect(second.status).toBe(429);
    expect((await first).status).toBe(400);
    expect((await call(vet, small)).status).not.toBe(429);
  });
});
