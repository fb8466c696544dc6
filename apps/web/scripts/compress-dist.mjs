// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built app, once at build time, so the
// server sends them without compressing on every request (@fastify/static `preCompressed`). A copy that would not
// be smaller is not written: the server then sends the file itself.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this, the headers cost more than compression saves.
const MIN_BYTES = 1024;

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let before = 0;
let afterBrotli = 0;
let count = 0;
for await (const file of files(dist)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  before += content.length;
  afterBrotli += Math.min(br.length, content.length);
  count++;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `compress-dist: ${count} files, ${kib(before)} → ${kib(afterBrotli)} brotli (.br and .gz beside each)`,
);
