import { ROLES } from '@gestar/domain/entities/role';
import { formatCpf, parseLoginField } from '@gestar/domain/rules/login-field';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { openDatabase } from '../database.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './accounts.ts';
import { runSeeds } from './run.ts';

const quiet = { info: () => {} };

describe.each(DIALECTS)('start-up seeds on %s', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const configFor = (s: TestServer, env: Record<string, string>) =>
    loadConfig({ DATA_DIR: s.dataDir, GESTAR_TEST_FAST_HASH: '1', ...env });
  const counts = async (s: TestServer) => ({
    usuarios: (await s.db.kysely.selectFrom('usuarios').select('id').execute()).length,
    roles: (await s.db.kysely.selectFrom('roles').select('id').execute()).length,
    termos: await s.db.kysely.selectFrom('termos').select(['tipo', 'versao']).orderBy('tipo').execute(),
    rev: Number(
      (await s.db.kysely.selectFrom('rev_counter').select('value').executeTakeFirstOrThrow()).value,
    ),
  });

  it('demo mode: six demo users with gestar123 and terms pending, demo farms, idempotent', async () => {
    server = await startTestServer(dialect);
    const config = configFor(server, { GESTAR_DEMO: '1' });
    const lines = await runSeeds(server.db, config, quiet);
    expect(lines[0]).toContain('Modo demonstração');
    expect(lines[1]).toContain('GESTAR_DEMO=0');
    for (const user of DEMO_USERS) {
      expect(lines.join('\n')).toContain(user.email);
      // A person may type either in the login screen: both pass the login field's rules.
      expect(lines.join('\n')).toContain(formatCpf(user.cpf));
      expect(parseLoginField(formatCpf(user.cpf)).error).toBeNull();
      expect(parseLoginField(user.email).error).toBeNull();
    }

    const first = await counts(server);
    expect(first.usuarios).toBe(6);
    expect(first.roles).toBe(6);
    expect(first.termos).toEqual([
      { tipo: 'C', versao: 1 },
      { tipo: 'P', versao: 1 },
      { tipo: 'U', versao: 1 },
    ]);
    const farms = await server.db.kysely.selectFrom('fazendas').select('usuarioId').execute();
    expect(farms.length).toBeGreaterThanOrEqual(3);

    // A second start changes nothing: no new rows, no new revisions.
    await runSeeds(server.db, config, quiet);
    expect(await counts(server)).toEqual(first);

    for (const user of DEMO_USERS) {
      const { body } = await loginAs(server, user.email, DEMO_PASSWORD);
      expect(body).toMatchObject({
        id: user.id,
        nomeCompleto: user.nomeCompleto,
        roles: [user.role],
        termoCookie: false,
        termoPrivacy: false,
        termoUso: false,
      });
    }
    // Logging in by CPF, as the screen sends it (digits only), opens the same account.
    for (const user of DEMO_USERS) {
      const answer = await fetch(`${server.baseUrl}/api/Authentication/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cpf: user.cpf, password: DEMO_PASSWORD }),
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { id: string }).id).toBe(user.id);
    }
    const inseminador = await server.db.kysely
      .selectFrom('usuarios')
      .selectAll()
      .where('email', '=', 'inseminador@gestar.example.com')
      .executeTakeFirstOrThrow();
    expect(inseminador.superiorId).toBe(DEMO_USERS.find((u) => u.email === 'vet@gestar.example.com')?.id);
  });

  it("renames a database's old '.local' demo addresses, keeping each user and CPF", async () => {
    server = await startTestServer(dialect);
    const config = configFor(server, { GESTAR_DEMO: '1' });
    await runSeeds(server.db, config, quiet);
    for (const user of DEMO_USERS) {
      await server.db.kysely
        .updateTable('usuarios')
        .set({ email: user.email.replace(/@.*$/, '@gestar.local') })
        .where('id', '=', user.id)
        .execute();
    }
    const before = await counts(server);
    await runSeeds(server.db, config, quiet);
    const after = await counts(server);
    expect(after.usuarios).toBe(before.usuarios);
    expect(after.rev).toBe(before.rev + DEMO_USERS.length);
    for (const user of DEMO_USERS) {
      const { body } = await loginAs(server, user.email, DEMO_PASSWORD);
      expect(body).toMatchObject({ id: user.id, cpf: user.cpf });
    }
  });

  it('without demo mode: only the administrator, its generated password printed once', async () => {
    server = await startTestServer(dialect);
    const config = configFor(server, { GESTAR_DEMO: '0' });
    const lines = await runSeeds(server.db, config, quiet);
    const password = /senha: (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const { body } = await loginAs(server, 'admin@gestar.example.com', password);
    expect(body.roles).toEqual([ROLES.administrador]);
    expect((await counts(server)).usuarios).toBe(1);
    expect(await runSeeds(server.db, config, quiet)).toEqual([]);
  });

  it('ADMIN_PASSWORD chooses the administrator password and is never printed', async () => {
    server = await startTestServer(dialect);
    const config = configFor(server, { GESTAR_DEMO: '0', ADMIN_PASSWORD: 'Escolhida#2026' });
    expect(await runSeeds(server.db, config, quiet)).toEqual([]);
    await loginAs(server, 'admin@gestar.example.com', 'Escolhida#2026');
  });

  // Several nodes share a PostgreSQL database only: SQLite is one node's file (docs/PRODUCTION.md).
  it.runIf(dialect === 'postgres')(
    'two nodes starting together over one new database both come up, with one administrator',
    async () => {
      server = await startTestServer(dialect);
      const config = configFor(server, {
        GESTAR_DEMO: '1',
        ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
      });
      const second = openDatabase(config);
      try {
        const [a, b] = await Promise.all([
          runSeeds(server.db, config, quiet),
          runSeeds(second, config, quiet),
        ]);
        expect(a.length + b.length).toBeGreaterThan(0);
        const counted = await counts(server);
        expect(counted.usuarios).toBe(6);
        expect(counted.roles).toBe(6);
      } finally {
        await second.close();
      }
    },
  );
});
