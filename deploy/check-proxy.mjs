#!/usr/bin/env node
// Proves the production example of docs/PRODUCTION.md: deploy/nginx/gestar.conf, run by Debian's nginx with TLS in
// front of two real server nodes (apps/server/dist) over one PostgreSQL database. It changes only the node ports,
// the listen ports and the file paths of the config (see REPLACEMENTS), and fails, never skips: a missing nginx,
// openssl or psql is an error that says what to install.
//
//   node deploy/check-proxy.mjs          (npm run check:proxy; builds the app first if a dist folder is missing)
//
// PostgreSQL: a database of its own, gestar_proxy_check_<pid>, created through the `postgres` database of
// TEST_DATABASE_URL's server (default postgres://root@127.0.0.1:5432) and dropped at the end.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = 'gestar.example.com';
const DEMO_LOGIN = { cpf: null, email: 'vet@gestar.example.com', password: 'gestar123' };
const startedAt = Date.now();

class CheckFailed extends Error {}
const fail = (message) => {
  throw new CheckFailed(message);
};
let passed = 0;
const ok = (message) => {
  passed += 1;
  console.log(`ok  ${message}`);
};
const expect = (condition, message) => {
  if (!condition) fail(message);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A time limit for Promise.race that does not keep the process alive once the race is over. */
const limit = (ms, value) => new Promise((resolve) => setTimeout(resolve, ms, value).unref());

const cleanups = [];
const logFiles = new Set();

// --- tools -----------------------------------------------------------------------------------------------------

function findTool(name, install) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, name);
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return fail(`${name} is not installed: ${install} (.ci/run installs it before npm test)`);
}

function run(command, args, what) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    fail(`${what} failed (${command} ${args.join(' ')}):\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// --- HTTP clients ------------------------------------------------------------------------------------------------

/** One request; the body comes back as sent (not decompressed), with the raw header list to count duplicates. */
function request(options, body) {
  const transport = options.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const req = transport.request(options, (res) => {
      const tls = res.socket?.getProtocol?.() ?? null;
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
          tls,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(20_000, () =>
      req.destroy(new Error(`timeout: ${options.method ?? 'GET'} ${options.path}`)),
    );
    req.on('error', reject);
    req.end(body);
  });
}

function decode(response) {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.body).toString('utf8');
  return response.body.toString('utf8');
}

const headerCount = (response, name) =>
  response.rawHeaders.filter((value, index) => index % 2 === 0 && value.toLowerCase() === name).length;

// --- the run -----------------------------------------------------------------------------------------------------

async function main() {
  const nginx = findTool('nginx', 'apt-get install -y nginx');
  const openssl = findTool('openssl', 'apt-get install -y openssl');
  const psql = findTool('psql', 'apt-get install -y postgresql-client');
  const nginxVersion = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim();

  const serverMain = path.join(ROOT, 'apps/server/dist/main.js');
  const webIndex = path.join(ROOT, 'apps/web/dist/index.html');
  if (!fs.existsSync(serverMain) || !fs.existsSync(webIndex)) {
    console.log('building the app (apps/server/dist or apps/web/dist is missing): npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    expect(build.status === 0, 'npm run build failed');
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-proxy-'));
  // nginx's workers run as another user when the check runs as root: they must reach their temporary folders.
  fs.chmodSync(dir, 0o711);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));

  // A certificate for the site name, which the client below trusts and checks like a browser would.
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const certificate = ['-keyout', key, '-out', cert, '-days', '1', '-nodes', '-subj', `/CN=${SITE}`];
  const name = ['-addext', `subjectAltName=DNS:${SITE}`];
  const curve = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'];
  run(openssl, ['req', '-x509', ...curve, ...certificate, ...name], 'openssl (self-signed certificate)');
  const ca = fs.readFileSync(cert);

  // One PostgreSQL database for both nodes.
  const testUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test');
  const adminUrl = new URL(testUrl);
  adminUrl.pathname = '/postgres';
  const database = `gestar_proxy_check_${process.pid}`;
  const sqlAdmin = (statement) =>
    run(psql, [adminUrl.href, '-v', 'ON_ERROR_STOP=1', '-qXc', statement], `psql (${statement})`);
  sqlAdmin(`create database ${database}`);
  cleanups.push(() => sqlAdmin(`drop database if exists ${database} with (force)`));
  const databaseUrl = new URL(testUrl);
  databaseUrl.pathname = `/${database}`;

  // --- two server nodes ---
  const jwtSecret = randomBytes(36).toString('base64url');
  const syncStateDir = path.join(dir, 'sync-state');
  const nodes = {
    a: { name: 'node-a', port: await freePort(), metricsPort: await freePort() },
    b: { name: 'node-b', port: await freePort(), metricsPort: await freePort() },
  };
  const direct = (port, urlPath) => request({ protocol: 'http:', host: '127.0.0.1', port, path: urlPath });
  const readyPath = '/api/health/ready';
  const startNode = async (node) => {
    const log = path.join(dir, `${node.name}.log`);
    logFiles.add(log);
    const out = fs.openSync(log, 'a');
    // The environment of docs/PRODUCTION.md; demo users on, only so the check can sign in with a known password.
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl.href,
      HOST: '127.0.0.1',
      PORT: String(node.port),
      DATA_DIR: path.join(dir, 'data'),
      SYNC_STATE_DIR: syncStateDir,
      SYNC_NODE_NAME: node.name,
      JWT_SECRET: jwtSecret,
      PUBLIC_URL: `https://${SITE}`,
      TRUST_PROXY_HOPS: '1',
      SHUTDOWN_TIMEOUT_MS: '10000',
      SHUTDOWN_LINGER_MS: '3000',
      METRICS_PORT: String(node.metricsPort),
      GESTAR_DEMO: '1',
      LOG_LEVEL: 'warn',
    };
    const child = spawn(process.execPath, [serverMain], { cwd: ROOT, env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    node.child = child;
    node.exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
    cleanups.push(() => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await direct(node.port, readyPath).catch(() => null);
      if (answer?.status === 200) return;
      if (answer?.status === 404)
        fail(`${serverMain} has no ${readyPath}: an older build, run npm run build`);
      if (child.exitCode !== null)
        fail(`${node.name} exited during start-up (exit ${child.exitCode}): see ${log}`);
      if (Date.now() > deadline) fail(`${node.name} not ready (${readyPath}) after 60 s: see ${log}`);
      await sleep(150);
    }
  };
  const stopNode = async (node) => {
    node.child.kill('SIGTERM');
    const code = await Promise.race([node.exit, limit(30_000, 'still running after 30 s')]);
    expect(code === 0, `${node.name} did not exit cleanly on SIGTERM: ${code}`);
  };

  // The first start on an empty database alone: it migrates and seeds (a second node starting at the same moment
  // may fail its seed and be restarted by systemd; docs/PRODUCTION.md).
  let t = Date.now();
  await startNode(nodes.a);
  const firstStart = Date.now() - t;
  t = Date.now();
  await startNode(nodes.b);
  ok(`two nodes on one PostgreSQL database (first start ${firstStart} ms, second ${Date.now() - t} ms)`);

  // --- nginx with the repository's config ---
  const ports = { http: await freePort(), https: await freePort() };
  const accessLog = path.join(dir, 'access.log');
  const acmeRoot = path.join(dir, 'acme');
  fs.mkdirSync(acmeRoot);
  // [text in deploy/nginx/gestar.conf, replacement, times it must occur]
  const REPLACEMENTS = [
    ['server 127.0.0.1:8081 ', `server 127.0.0.1:${nodes.a.port} `, 1],
    ['server 127.0.0.1:8082 ', `server 127.0.0.1:${nodes.b.port} `, 1],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`, 1],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`, 1],
    // IPv6 may be off on a CI machine: its listen lines go (the IPv4 ones above carry the same server).
    ['listen [::]:80;', '', 1],
    ['listen [::]:443 ssl http2;', '', 1],
    [`/etc/letsencrypt/live/${SITE}/fullchain.pem`, cert, 1],
    [`/etc/letsencrypt/live/${SITE}/privkey.pem`, key, 1],
    ['/var/log/nginx/gestar.access.log', accessLog, 1],
    ['/var/www/letsencrypt', acmeRoot, 1],
  ];
  let site = fs.readFileSync(path.join(ROOT, 'deploy/nginx/gestar.conf'), 'utf8');
  for (const [from, to, times] of REPLACEMENTS) {
    const found = site.split(from).length - 1;
    expect(found === times, `deploy/nginx/gestar.conf: expected "${from}" ${times} time(s), found ${found}`);
    site = site.replaceAll(from, to);
  }
  fs.writeFileSync(path.join(dir, 'gestar.conf'), site);
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  // The main context and http block of Debian's /etc/nginx/nginx.conf (gzip on included), with this run's files.
  const nginxConf = [
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  sendfile on; tcp_nopush on; types_hash_max_size 2048;',
    '  include /etc/nginx/mime.types; default_type application/octet-stream;',
    '  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3; ssl_prefer_server_ciphers on;',
    '  access_log off;',
    '  gzip on;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
    `  include ${path.join(dir, 'gestar.conf')};`,
    '}',
    '',
  ].join('\n');
  const confFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConf);
  logFiles.add(path.join(dir, 'nginx-error.log'));
  run(nginx, ['-t', '-q', '-p', `${dir}/`, '-c', confFile], 'nginx -t');
  const nginxProcess = spawn(nginx, ['-p', `${dir}/`, '-c', confFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let nginxStderr = '';
  nginxProcess.stderr.on('data', (chunk) => {
    nginxStderr += chunk;
  });
  const nginxExit = new Promise((resolve) => nginxProcess.on('exit', resolve));
  cleanups.push(async () => {
    if (nginxProcess.exitCode !== null) return;
    nginxProcess.kill('SIGQUIT');
    await Promise.race([nginxExit, limit(5_000)]);
    if (nginxProcess.exitCode === null) nginxProcess.kill('SIGKILL');
  });
  for (let tries = 0; ; tries++) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(ports.https, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    expect(nginxProcess.exitCode === null, `nginx exited: ${nginxStderr}`);
    expect(tries < 100, 'nginx is not listening after 10 s');
    await sleep(100);
  }
  ok(`${nginxVersion} runs deploy/nginx/gestar.conf (nginx -t passes)`);

  const agent = new https.Agent({ keepAlive: true, maxSockets: 8, ca, servername: SITE });
  cleanups.push(() => agent.destroy());
  const secure = (urlPath, { method = 'GET', headers = {}, body, localAddress } = {}) =>
    request(
      {
        protocol: 'https:',
        host: '127.0.0.1',
        port: ports.https,
        method,
        path: urlPath,
        // A connection from another local address has its own socket (and so its own client address).
        agent: localAddress ? undefined : agent,
        ca,
        servername: SITE,
        localAddress,
        headers: { host: SITE, ...headers },
      },
      body,
    );

  // --- HTTP goes to HTTPS ---
  const plain = await request({
    protocol: 'http:',
    host: '127.0.0.1',
    port: ports.http,
    path: '/login?next=%2Ffarms',
    headers: { host: SITE },
  });
  expect(plain.status === 301, `http://${SITE}/login answered ${plain.status}, not 301`);
  expect(
    plain.headers.location === `https://${SITE}/login?next=%2Ffarms`,
    `redirect to ${plain.headers.location}`,
  );
  ok(`http://${SITE}/login?next=… → 301 ${plain.headers.location}`);

  // --- the login page and its script over TLS ---
  const login = await secure('/login', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(login.status === 200, `GET /login answered ${login.status}`);
  expect(login.headers['content-encoding'] === 'br', `/login encoding ${login.headers['content-encoding']}`);
  expect(
    login.headers['cache-control'] === 'no-cache',
    `/login Cache-Control ${login.headers['cache-control']}`,
  );
  expect(
    /text\/html/.test(login.headers['content-type'] ?? ''),
    `/login type ${login.headers['content-type']}`,
  );
  const html = decode(login);
  expect(html.includes('<div id="root">'), '/login is not the app page');
  expect(
    headerCount(login, 'strict-transport-security') === 1,
    'Strict-Transport-Security not sent exactly once',
  );
  expect(login.headers.server === 'nginx', `Server header "${login.headers.server}" (server_tokens off)`);
  ok(
    `GET https://${SITE}/login: 200 ${login.tls}, certificate verified, br (${login.body.length} B), no-cache, one HSTS`,
  );
  const gzipOnly = await secure('/login', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers['content-encoding'] === 'gzip', 'a gzip-only browser does not get gzip');
  expect(decode(gzipOnly) === html, 'the gzip copy of the page differs');
  ok('a browser without brotli gets the build’s gzip copy, the same page');

  const script = html.match(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'no /assets/*.js script in the login page');
  const asset = await secure(script, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.status === 200, `GET ${script} answered ${asset.status}`);
  expect(
    asset.headers['content-encoding'] === 'br',
    `${script} encoding ${asset.headers['content-encoding']}`,
  );
  expect(
    asset.headers['cache-control'] === 'public, max-age=31536000, immutable',
    `${script} Cache-Control ${asset.headers['cache-control']}`,
  );
  expect(/accept-encoding/i.test(asset.headers.vary ?? ''), `${script} Vary ${asset.headers.vary}`);
  const plainSize = Buffer.byteLength(decode(asset));
  ok(
    `GET ${script}: br ${asset.body.length} B of ${plainSize} B, immutable for a year, Vary: Accept-Encoding`,
  );

  const h2 = await new Promise((resolve, reject) => {
    const session = http2.connect(`https://127.0.0.1:${ports.https}`, { ca, servername: SITE });
    session.on('error', reject);
    const stream = session.request({ ':path': '/login', ':authority': SITE, 'accept-encoding': 'br' });
    stream.on('response', (headers) => {
      resolve({ status: headers[':status'], alpn: session.alpnProtocol });
      stream.resume();
      stream.on('end', () => session.close());
    });
    stream.on('error', reject);
    stream.end();
  });
  expect(h2.alpn === 'h2' && h2.status === 200, `HTTP/2: ${JSON.stringify(h2)}`);
  ok('HTTP/2 (ALPN h2) answers the login page');

  // --- the API ---
  const terms = await secure('/api/Termo/ObterAtivo?tipo=C', { headers: { 'accept-encoding': 'gzip' } });
  expect(terms.status === 200, `GET /api/Termo/ObterAtivo answered ${terms.status}`);
  expect(terms.headers['content-encoding'] === 'gzip', 'API JSON not compressed by nginx');
  expect(
    terms.headers['cache-control'] === 'no-store',
    `API Cache-Control ${terms.headers['cache-control']}`,
  );
  expect(typeof JSON.parse(decode(terms)).conteudo === 'string', 'API JSON unreadable');
  ok(
    `API JSON gzip-compressed by nginx (${terms.body.length} B of ${Buffer.byteLength(decode(terms))} B), no-store`,
  );

  const json = { 'content-type': 'application/json' };
  const signIn = await secure('/api/Authentication/Login', {
    method: 'POST',
    headers: json,
    body: JSON.stringify(DEMO_LOGIN),
  });
  expect(signIn.status === 200, `login answered ${signIn.status}: ${decode(signIn)}`);
  const { token } = JSON.parse(decode(signIn));
  expect(typeof token === 'string', 'login answer without a token');
  ok(`POST /api/Authentication/Login as ${DEMO_LOGIN.email}: 200 with a token`);

  // The address the server records (terms acceptance, rate limits) is the client's, from nginx, not a forged one.
  const accept = await secure('/api/Termo/Aceitar', {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({ tipo: 'C' }),
    localAddress: '127.0.0.2',
  });
  expect(accept.status === 200, `POST /api/Termo/Aceitar answered ${accept.status}: ${decode(accept)}`);
  const recorded = JSON.parse(decode(accept)).ip;
  expect(recorded === '127.0.0.2', `the server recorded ${recorded}, not the client's 127.0.0.2`);
  ok('TRUST_PROXY_HOPS=1: a client at 127.0.0.2 forging X-Forwarded-For is recorded as 127.0.0.2');

  const metrics = await secure('/metrics');
  expect(metrics.status === 404, `GET /metrics through the proxy answered ${metrics.status}`);
  ok('/metrics is not served through the proxy (404)');

  // Bodies the server accepts pass nginx (its default limit is 1 MiB); no token, so the server answers 401.
  for (const [route, megabytes] of [
    ['/api/sync/Queue', 9],
    ['/api/Comprovante', 15],
  ]) {
    const big = JSON.stringify({ filler: 'x'.repeat(megabytes * 1024 * 1024) });
    const answer = await secure(route, { method: 'POST', headers: json, body: big });
    expect(
      answer.status === 401,
      `a ${megabytes} MB body to ${route} answered ${answer.status}, not the server's 401`,
    );
  }
  ok(
    'a 9 MB sync push and a 15 MB receipt reach the server (client_max_body_size 10m, 20m on /api/Comprovante)',
  );

  // --- load balancing ---
  const servedBy = (marker) =>
    fs
      .readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes(marker))
      .map((line) =>
        line
          .match(/ upstream=(\S+)/)?.[1]
          ?.split(',')
          .pop(),
      );
  for (let i = 0; i < 20; i++) {
    const answer = await secure(`${readyPath}?spread=${i}`);
    expect(answer.status === 200, `${readyPath} answered ${answer.status}`);
  }
  await sleep(50);
  const spread = servedBy('spread=');
  const count = (node) => spread.filter((address) => address === `127.0.0.1:${node.port}`).length;
  expect(count(nodes.a) > 0 && count(nodes.b) > 0, `requests not spread: ${spread.join(' ')}`);
  ok(
    `20 requests spread over both nodes (${count(nodes.a)} on ${nodes.a.name}, ${count(nodes.b)} on ${nodes.b.name})`,
  );

  // --- metrics: each node on its own METRICS_PORT, counting what it served ---
  for (const node of [nodes.a, nodes.b]) {
    const scrape = await direct(node.metricsPort, '/metrics');
    expect(scrape.status === 200, `${node.name}: GET /metrics on METRICS_PORT answered ${scrape.status}`);
    const text = scrape.body.toString('utf8');
    const served = text.match(
      /^http_requests_total\{[^}]*route="\/api\/health\/ready"[^}]*status_code="200"[^}]*\} (\d+)/m,
    );
    expect(served && Number(served[1]) > 0, `${node.name}: no readiness requests counted in its metrics`);
    expect(text.includes('gestar_sync_pulls_total'), `${node.name}: no sync metrics`);
  }
  ok('each node serves Prometheus metrics on its METRICS_PORT, its requests counted there');

  // --- a node stops under traffic (SIGTERM, as systemd stops it), then comes back: a rolling restart ---
  // Four clients loop over a page, the readiness probe and a write (accepting a term again changes nothing).
  // nginx sends a GET that meets a stopping node to the other one, so none may fail; it never re-sends a POST
  // that reached a node, so a write may be answered 503 by a draining node, refused before any work (the app
  // sends it again), but never anything else.
  const underTraffic = async (label, action) => {
    let running = true;
    const failures = [];
    const refusedWrites = [];
    let total = 0;
    const loop = async (worker) => {
      for (let i = 0; running; i++) {
        const kind = i % 3;
        const urlPath = [`/login?${label}=${worker}-${i}`, `${readyPath}?${label}=${worker}-${i}`][kind];
        const answer = await (kind === 2
          ? secure(`/api/Termo/Aceitar?${label}=${worker}-${i}`, {
              method: 'POST',
              headers: { ...json, authorization: `Bearer ${token}` },
              body: JSON.stringify({ tipo: 'C' }),
            })
          : secure(urlPath, { headers: { 'accept-encoding': 'br' } })
        ).catch((error) => ({ status: error.message }));
        total += 1;
        if (answer.status === 200) continue;
        if (kind === 2 && answer.status === 503) refusedWrites.push(answer.status);
        else failures.push(`${kind === 2 ? 'POST /api/Termo/Aceitar' : urlPath}: ${answer.status}`);
      }
    };
    const loops = [0, 1, 2, 3].map(loop);
    try {
      await sleep(500);
      await action();
      await sleep(1_000);
    } finally {
      running = false;
      await Promise.all(loops);
    }
    expect(
      failures.length === 0,
      `${failures.length} of ${total} requests failed: ${failures.slice(0, 5).join('; ')}`,
    );
    const writes = refusedWrites.length;
    return `${total} requests, none failed${writes ? ` (${writes} write(s) answered 503 'try again' by the draining node)` : ''}`;
  };
  let traffic = await underTraffic('stopb', () => stopNode(nodes.b));
  const afterStop = servedBy('stopb=').slice(-10);
  expect(
    afterStop.every((address) => address === `127.0.0.1:${nodes.a.port}`),
    `after node-b stopped: ${afterStop.join(' ')}`,
  );
  ok(`${nodes.b.name} stopped by SIGTERM (exit 0) under traffic: ${traffic}`);

  traffic = await underTraffic('rolling', async () => {
    await startNode(nodes.b);
    // nginx tries a node it left out again after fail_timeout (5 s): only then is it back in the rotation.
    await sleep(6_000);
    await stopNode(nodes.a);
  });
  const afterRolling = servedBy('rolling=').slice(-10);
  expect(
    afterRolling.every((address) => address === `127.0.0.1:${nodes.b.port}`),
    `after node-a stopped: ${afterRolling.join(' ')}`,
  );
  ok(`rolling restart (${nodes.b.name} back, 6 s, then ${nodes.a.name} stopped): ${traffic}`);

  const ready = await secure(readyPath);
  expect(ready.status === 200, `${readyPath} answered ${ready.status} with one node left`);
  ok(`${readyPath} through the proxy with one node left: 200`);
}

async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

try {
  await main();
  await cleanUp();
  console.log(`check-proxy: ${passed} checks passed in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`\nFAILED: ${error instanceof CheckFailed ? error.message : error.stack}`);
  for (const file of logFiles) {
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    console.error(`\n--- ${path.basename(file)} (last 2,000 characters)\n${text.slice(-2000)}`);
  }
  await cleanUp();
  process.exit(1);
}
