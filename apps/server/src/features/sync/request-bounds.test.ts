// Every list of a sync request is bounded; a huge one is a 400 in pt-BR, never a 500.
import { randomUUID } from 'node:crypto';
import { MAX_PULL_BATCHES, MAX_PULL_FARMS } from '@gestar/domain/entities/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { type PullBody, post, type Session, signIn, startSyncServer } from './test-kit.ts';

const farms = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ id: randomUUID(), lastPulledAt: n % 7 }));

describe.each(DIALECTS)('bounded sync requests on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
  });
  afterAll(async () => {
    await server.close();
  });

  it('a pull naming 130,000 downloaded farms is a 400 in pt-BR (it overflowed the stack: 500)', async () => {
    const answer = await post(server, '/api/sync/half-sync', vet.token, {
      lastPulledAt: 0,
      fazendasBaixadas: farms(130_000),
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        title: 'Requisição inválida.',
        errors: ['fazendasBaixadas: No máximo 5.000 fazendas baixadas por sincronização.'],
      },
    });
  });

  it(`a pull naming ${MAX_PULL_FARMS} farms is answered`, async () => {
    const answer = await post(server, '/api/sync/half-sync', vet.token, {
      lastPulledAt: 0,
      fazendasBaixadas: farms(MAX_PULL_FARMS),
    });
    expect(answer.status).toBe(200);
    expect((answer.body as PullBody).sucesso).toBe(true);
  });

  it('a pull naming too many downloaded batches is a 400 in pt-BR', async () => {
    const answer = await post(server, '/api/sync/half-sync', vet.token, {
      lastPulledAt: 0,
      fazendasBaixadas: [],
      lotesBaixados: Array.from({ length: MAX_PULL_BATCHES + 1 }, () => randomUUID()),
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        title: 'Requisição inválida.',
        errors: ['lotesBaixados: No máximo 50.000 lotes baixados por sincronização.'],
      },
    });
  });
});
