import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, TEST_HASH_COST } from './config.ts';

describe('loadConfig: accounts settings', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates JWT_SECRET once into DATA_DIR/jwt-secret (mode 600) and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // The folders it creates are the server's user's only, not 0755.
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.dirname(dataDir)).mode & 0o777).toBe(0o700);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it.each([
    [{}, true],
    [{ GESTAR_DEMO: '0' }, false],
    [{ DATABASE_URL: 'postgres://gestar@db.example.com/gestar' }, false],
    [{ DATABASE_URL: 'postgres://gestar@db.example.com/gestar', GESTAR_DEMO: '1' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', GESTAR_DEMO: '1' }, true],
    [{ NODE_ENV: 'development' }, true],
    [{ PUBLIC_URL: 'https://gestar.fazenda.com.br' }, false],
    [{ PUBLIC_URL: 'https://gestar.fazenda.com.br', GESTAR_DEMO: 'true' }, true],
    [{ PUBLIC_URL: 'http://localhost:8080' }, true],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, true],
  ])('demo mode for %o is %s (only the quick start, unless asked)', (env, expected) => {
    expect(loadConfig({ DATA_DIR: tempDir(), ...env }).demo).toBe(expected);
  });

  it('takes JWT_SECRET from the environment without writing a file', () => {
    const dataDir = tempDir();
    const secret = 'um-segredo-bem-comprido-com-mais-de-32-caracteres';
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it.each([
    [{ PORT: '9090' }, 'http://localhost:9090'],
    [{ PUBLIC_URL: 'https://gestar.fazenda.com.br/' }, 'https://gestar.fazenda.com.br'],
  ])('PUBLIC_URL of %o is %s', (env, expected) => {
    expect(loadConfig({ DATA_DIR: tempDir(), ...env }).publicUrl).toBe(expected);
  });

  it('reads SMTP_URL, ADMIN_PASSWORD and the test-only hash knob', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtp://usuario:senha@smtp.exemplo.com:587',
      ADMIN_PASSWORD: 'SenhaForte123',
      GESTAR_TEST_FAST_HASH: '1',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtp://usuario:senha@smtp.exemplo.com:587',
      adminPassword: 'SenhaForte123',
      passwordHashCost: TEST_HASH_COST,
    });
    const production = loadConfig({ DATA_DIR: tempDir() });
    expect(production.passwordHashCost.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(production.smtpUrl).toBeUndefined();
  });

  it.each([
    ['a short JWT_SECRET', { JWT_SECRET: 'curto' }, 'JWT_SECRET'],
    ['an SMTP_URL of another scheme', { SMTP_URL: 'http://smtp.exemplo.com' }, 'SMTP_URL'],
    ['a PUBLIC_URL that is not a URL', { PUBLIC_URL: 'gestar' }, 'PUBLIC_URL'],
    ['a SUPPORT_WHATSAPP that is not a number', { SUPPORT_WHATSAPP: 'suporte' }, 'SUPPORT_WHATSAPP'],
    ['a short ADMIN_PASSWORD', { ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    ['a GESTAR_DEMO of another value', { GESTAR_DEMO: 'talvez' }, 'GESTAR_DEMO'],
    ['a METRICS_PORT that is not a port', { METRICS_PORT: '70000' }, 'METRICS_PORT'],
    ['a METRICS_PORT equal to PORT', { PORT: '9090', METRICS_PORT: '9090' }, 'must differ from PORT'],
    ['a short METRICS_TOKEN', { METRICS_TOKEN: 'curto' }, 'METRICS_TOKEN must have at least 32'],
    [
      'a METRICS_TOKEN with a space',
      { METRICS_TOKEN: `${'a'.repeat(20)} ${'b'.repeat(20)}` },
      'METRICS_TOKEN',
    ],
    ['a SHUTDOWN_TIMEOUT_MS of zero', { SHUTDOWN_TIMEOUT_MS: '0' }, 'SHUTDOWN_TIMEOUT_MS'],
    ['an OIDC_ISSUER without its client id', { OIDC_ISSUER: 'https://login.exemplo.com' }, 'OIDC_CLIENT_ID'],
    ['an OIDC_CLIENT_ID without its issuer', { OIDC_CLIENT_ID: 'gestar' }, 'OIDC_ISSUER'],
    ['an OIDC_ISSUER that is not a URL', { OIDC_ISSUER: 'exemplo', OIDC_CLIENT_ID: 'gestar' }, 'OIDC_ISSUER'],
    [
      'an OIDC_ISSUER over plain HTTP on another host',
      { OIDC_ISSUER: 'http://login.exemplo.com', OIDC_CLIENT_ID: 'gestar' },
      'OIDC_ISSUER must start with https://',
    ],
  ])('refuses %s, naming the variable', (_case, env, variable) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(variable);
  });
});

describe('loadConfig: sign-in through an organisation', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-config-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    [{}, undefined],
    [
      {
        OIDC_ISSUER: 'https://login.microsoftonline.com/t/v2.0',
        OIDC_CLIENT_ID: 'app',
        OIDC_CLIENT_SECRET: 's',
      },
      {
        issuer: 'https://login.microsoftonline.com/t/v2.0',
        clientId: 'app',
        clientSecret: 's',
        name: undefined,
      },
    ],
    [
      { OIDC_ISSUER: 'http://localhost:8081/realms/gestar', OIDC_CLIENT_ID: 'app', OIDC_NAME: 'Keycloak' },
      {
        issuer: 'http://localhost:8081/realms/gestar',
        clientId: 'app',
        clientSecret: undefined,
        name: 'Keycloak',
      },
    ],
  ])('%j gives %j', (env, oidc) => {
    expect(loadConfig({ DATA_DIR: dataDir, ...env }).oidc).toEqual(oidc);
  });
});

describe('loadConfig: operations settings', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-config-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves no metrics and waits 25 s for a drain unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      metrics: undefined,
      metricsToken: undefined,
      shutdownTimeoutMs: 25_000,
      shutdownLingerMs: 0,
    });
  });

  it('reads METRICS_PORT (on loopback unless METRICS_HOST), METRICS_TOKEN and SHUTDOWN_TIMEOUT_MS', () => {
    const token = 'k'.repeat(40);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        METRICS_PORT: '9464',
        METRICS_TOKEN: token,
        SHUTDOWN_TIMEOUT_MS: '5000',
        SHUTDOWN_LINGER_MS: '3000',
      }),
    ).toMatchObject({
      metrics: { port: 9464, host: '127.0.0.1' },
      metricsToken: token,
      shutdownTimeoutMs: 5000,
      shutdownLingerMs: 3000,
    });
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual(
      {
        port: 9464,
        host: '10.0.0.5',
      },
    );
  });
});
