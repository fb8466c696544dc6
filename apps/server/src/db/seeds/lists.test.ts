import { DOMAIN_TYPE_SEED, DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { PROTOCOL_SEED } from '@gestar/domain/lists/protocols-seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { currentRev } from '../revision.ts';
import { seedLists } from './lists.ts';

describe.each(DIALECTS)('seedLists on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server.close();
  });

  it('inserts every domain type, value and default protocol once, each with its own revision', async () => {
    const inserted = await seedLists(server.db);
    expect(inserted).toBe(DOMAIN_TYPE_SEED.length + DOMAIN_VALUE_SEED.length + PROTOCOL_SEED.length);
    const revs = await server.db.kysely.selectFrom('valor_dominios').select('rev').execute();
    expect(new Set(revs.map((row) => row.rev)).size).toBe(DOMAIN_VALUE_SEED.length);
    const protocol = await server.db.kysely
      .selectFrom('protocolos')
      .selectAll()
      .where('id', '=', PROTOCOL_SEED[0]?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(protocol.usuarioId).toBeNull();
    expect(JSON.parse(protocol.managementProtocols ?? '[]')).toEqual(PROTOCOL_SEED[0]?.managementProtocols);
  });

  it('is idempotent and keeps what an administrator edited', async () => {
    const id = DOMAIN_VALUE_SEED[0]?.id ?? '';
    await server.db.kysely
      .updateTable('valor_dominios')
      .set({ descricao: 'editado' })
      .where('id', '=', id)
      .execute();
    const rev = await currentRev(server.db.kysely);
    expect(await seedLists(server.db)).toBe(0);
    expect(await currentRev(server.db.kysely)).toBe(rev);
    const row = await server.db.kysely
      .selectFrom('valor_dominios')
      .select('descricao')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.descricao).toBe('editado');
  });
});
