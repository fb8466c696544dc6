import {
  IMPORT_ALREADY_READING,
  IMPORT_SERVER_BUSY,
  IMPORT_TOO_FREQUENT,
} from '@gestar/domain/messages/exports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { createImportGate } from './import-gate.ts';

const refusal = async (entering: Promise<unknown>) => {
  try {
    await entering;
    return null;
  } catch (error) {
    return error instanceof HttpError ? [error.statusCode, error.title] : error;
  }
};

// The limits on reading import files, per user and per server (the HTTP side is in hardening.test.ts).
describe.each(DIALECTS)('import gate on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads one file per user, a few per server with a short queue, and counts each user in the database', async () => {
    const gate = createImportGate(server.db, {
      parallel: 1,
      queued: 1,
      rate: { max: 3, timeWindow: 60_000 },
    });
    const leaveA = await gate.enter('a');
    expect(await refusal(gate.enter('a'))).toEqual([429, IMPORT_ALREADY_READING()]);
    // b waits for the reader a holds; c finds the queue full.
    let bIn = false;
    const b = gate.enter('b').then((leave) => {
      bIn = true;
      return leave;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bIn).toBe(false);
    expect(await refusal(gate.enter('c'))).toEqual([429, IMPORT_SERVER_BUSY()]);
    leaveA();
    leaveA();
    const leaveB = await b;
    expect(bIn).toBe(true);
    leaveB();
    // Files that got a reader count, up to the third within the window.
    (await gate.enter('a'))();
    (await gate.enter('a'))();
    expect(await refusal(gate.enter('a'))).toEqual([429, IMPORT_TOO_FREQUENT()]);
    // A second server node over the same database counts the same files.
    const other = createImportGate(server.db, { rate: { max: 3, timeWindow: 60_000 } });
    expect(await refusal(other.enter('a'))).toEqual([429, IMPORT_TOO_FREQUENT()]);
    (await other.enter('b'))();
  });
});
