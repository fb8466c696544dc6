import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROLES } from '@gestar/domain/entities/role';
import { diaId } from '@gestar/domain/lists/value-ids';

// The built server (apps/server/dist, serving apps/web/dist) on its own port and data directory, and the
// bench data pushed through the public sync API as a veterinarian's device would.

export type BenchServer = { baseUrl: string; dataDir: string; pid: number; stop: () => Promise<void> };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
  keepData = false,
): Promise<BenchServer> {
  if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  // BENCH_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the server of a bench.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, path.join(ROOT, 'apps/server/dist/main.js')],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call<T>(
  baseUrl: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

type Login = { id: string; token: string; termoCookie: boolean; termoPrivacy: boolean; termoUso: boolean };

/** Logs in through the API, accepting pending terms; returns the user id and a token. */
export async function session(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ id: string; token: string }> {
  const first = await call<Login>(baseUrl, 'POST', '/api/Authentication/Login', { email, password });
  if (first.termoCookie && first.termoPrivacy && first.termoUso) return first;
  for (const tipo of ['C', 'P', 'U'])
    await call(baseUrl, 'POST', '/api/Termo/Aceitar', { tipo }, first.token);
  return call<Login>(baseUrl, 'POST', '/api/Authentication/Login', { email, password });
}

function passwordLink(dataDir: string, email: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return null;
  for (const name of fs.readdirSync(outbox).sort().reverse()) {
    const raw = fs.readFileSync(path.join(outbox, name), 'utf8');
    if (!raw.includes(email)) continue;
    // Quoted-printable: soft line breaks and =XX escapes.
    const text = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    const link = /(https?:\/\/\S+\/reset-password\?\S+)/.exec(text)?.[1];
    if (link) return link;
  }
  return null;
}

export type BenchUser = { id: string; email: string; password: string; nomeCompleto: string; token: string };

/**
 * A veterinarian created by the administrator, password set through the invitation link, terms accepted. A
 * bench creating many passes the administrator's token: a login per vet would meet the per-account limit.
 */
export async function createVet(server: BenchServer, adminToken?: string): Promise<BenchUser> {
  const admin = adminToken
    ? { token: adminToken }
    : await session(server.baseUrl, 'admin@gestar.example.com', 'gestar123');
  const email = `bench.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Senha-bench-2026';
  const nomeCompleto = 'Veterinária do Benchmark';
  await call(
    server.baseUrl,
    'POST',
    '/api/Account',
    { nomeCompleto, email, estado: 'MT', municipio: 'Cuiabá', roles: [ROLES.veterinario.id] },
    admin.token,
  );
  let link: string | null = null;
  for (let tries = 0; !link && tries < 100; tries++) {
    link = passwordLink(server.dataDir, email);
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error('no invitation e-mail in the outbox');
  const token = new URL(link).searchParams.get('token');
  await call(server.baseUrl, 'PUT', '/api/Account/ResetPassword', {
    email,
    password,
    confirmPassword: password,
    token,
  });
  const { id, token: bearer } = await session(server.baseUrl, email, password);
  return { id, email, password, nomeCompleto, token: bearer };
}

const PUSH_BATCH = 500;

export async function push(
  server: BenchServer,
  user: BenchUser,
  tipoId: string,
  records: Record<string, unknown>[],
) {
  for (let start = 0; start < records.length; start += PUSH_BATCH) {
    const slice = records.slice(start, start + PUSH_BATCH);
    const answer = await call<{ aplicados: unknown[]; rejeitados: unknown[] }>(
      server.baseUrl,
      'POST',
      '/api/sync/Queue',
      { tipoId, loggedUser: user.id, contents: slice.map((json) => ({ verbo: 'POST', json })) },
      user.token,
    );
    if (answer.aplicados.length !== slice.length) {
      throw new Error(`push ${tipoId} refused: ${JSON.stringify(answer.rejeitados.slice(0, 3))}`);
    }
  }
}

/** Builds new synced records stamped with one instant: a fresh id, not deleted, not priority, plus `extra`. */
export function recordMaker(now = new Date().toISOString()) {
  return (extra: Record<string, unknown>): { id: string } & Record<string, unknown> => ({
    id: randomUUID(),
    created: now,
    updated: now,
    isDeleted: false,
    priority: false,
    ...extra,
  });
}

export type SeededFarm = { farmId: string; farmName: string; records: number };

/** One farm, one retiro, one lote with `cows` cows, one IATF and one DN per cow (the 20,000 + 40,000). */
export async function seedFarm(server: BenchServer, user: BenchUser, cows: number): Promise<SeededFarm> {
  const base = recordMaker();
  const farm = base({
    nome: 'Fazenda Benchmark',
    nomeProprietario: 'Benchmark Agropecuária',
    usuarioId: user.id,
  });
  const retiro = base({ nome: 'DEFAULT', fazendaId: farm.id });
  const lote = base({ nomeLote: 'Lote 20 mil', retiroId: retiro.id });
  await push(server, user, 'fazendas', [farm]);
  await push(server, user, 'retiros', [retiro]);
  await push(server, user, 'lotes', [lote]);
  const d0s = Array.from({ length: cows }, (_, n) =>
    base({ codVaca: String(100_000 + n), loteId: lote.id, peso_EM: 380 + (n % 60), observacaoD0: '[N/A]' }),
  );
  await push(server, user, 'd0s', d0s);
  await push(
    server,
    user,
    'iatfs',
    d0s.map((cow) => base({ vacaId: cow.id, loteId: lote.id, observacao: '[N/A]' })),
  );
  await pushDns(server, user, d0s, lote.id);
  return { farmId: String(farm.id), farmName: String(farm.nome), records: cows * 3 + 3 };
}

/** Each cow's DN record of the D8 device removal: a season holds one per cow. */
export async function pushDns(
  server: BenchServer,
  user: BenchUser,
  cows: readonly { id: string }[],
  loteId: string,
): Promise<void> {
  const base = recordMaker();
  const dia = diaId(8);
  await push(
    server,
    user,
    'dns',
    cows.map((cow) => base({ vacaId: cow.id, loteId, dia, observacao: '[N/A]' })),
  );
}
