// The web app's rooms may only import downwards (docs/ARCHITECTURE.md): the base rooms (api, local-db,
// auth-session, sync) import only each other; ui imports the base; a feature imports the base, ui and itself;
// app composes everything. The domain package imports nothing of the apps. Prints each import that breaks this and
// exits 1, so `npm test` keeps the count of upward imports at 0.
import fs from 'node:fs';
import path from 'node:path';

const WEB = 'apps/web/src';
const DOMAIN = 'packages/domain/src';
const BASE = new Set(['api', 'local-db', 'auth-session', 'sync']);

/**
 * Imports across features kept on purpose, each with its reason. Keep this list short: compose in app/ instead.
 */
const ALLOWED = new Map([
  [
    'features/management/listing/BatchCowListPage.tsx -> features/batches/use-batch-rows.ts',
    "a batch's headline is one function, owned by the batch list; the cow list shows the same figure",
  ],
]);

const SPECIFIER = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function filesUnder(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full));
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) found.push(full);
  }
  return found;
}

/** The room of a file under apps/web/src: 'features/<name>', a top folder, or 'app' for main.tsx. */
function roomOf(relative) {
  const [top, second] = relative.split('/');
  if (top === 'features') return `features/${second}`;
  if (top === 'main.tsx') return 'app';
  return top;
}

function allowed(from, to) {
  if (from === 'app' || from === to) return true;
  if (BASE.has(from)) return BASE.has(to);
  if (from === 'ui') return BASE.has(to);
  if (from.startsWith('features/')) return BASE.has(to) || to === 'ui';
  return false;
}

const broken = [];
for (const file of filesUnder(WEB)) {
  const relative = path.relative(WEB, file).split(path.sep).join('/');
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    if (!specifier.startsWith('.')) continue;
    const target = path
      .relative(WEB, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join('/');
    if (target.startsWith('..')) continue; // outside the web app (the server's test support, in tests)
    const from = roomOf(relative);
    const to = roomOf(target);
    if (allowed(from, to) || ALLOWED.has(`${relative} -> ${target}`)) continue;
    broken.push(`${WEB}/${relative} imports ${target} (${from} may not import ${to})`);
  }
}
for (const file of filesUnder(DOMAIN)) {
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    const resolved = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : '';
    if (/^@gestar\/(server|web)/.test(specifier) || resolved.includes(`${path.sep}apps${path.sep}`))
      broken.push(`${file} imports ${specifier} (the domain imports nothing of the apps)`);
  }
}

for (const line of broken) console.error(line);
console.log(`layers: ${broken.length} import${broken.length === 1 ? '' : 's'} against the layers`);
process.exit(broken.length === 0 ? 0 : 1);
