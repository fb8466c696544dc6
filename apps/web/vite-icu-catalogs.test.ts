import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { precompileCatalog } from './vite-icu-catalogs.ts';

const CATALOGS = fileURLToPath(new URL('../../packages/domain/src/i18n/catalogs', import.meta.url));

function catalogFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? catalogFiles(full) : [full];
  });
}

/** Every `icu('…')` argument of a file, as written and as the build hands it over. */
function icuPairs(file: string): [string, unknown][] {
  const code = fs.readFileSync(file, 'utf8');
  const written = [...code.matchAll(/\bicu\(\s*'((?:[^'\\]|\\.)*)'\s*,?\s*\)/g)].map(([, text]) =>
    (text ?? '').replace(/\\'/g, "'").replace(/\\\\/g, '\\'),
  );
  // A long entry is written over lines with a trailing comma: `icu(\n  '…',\n)`.
  const built = [...precompileCatalog(code, file).matchAll(/\bicu\(\s*(\[.*?\])\s*,?\s*\)/gs)].map(
    ([, ast]) => JSON.parse(ast ?? '[]'),
  );
  expect(built).toHaveLength(written.length);
  return written.map((text, i) => [text, built[i]]);
}

describe('ICU catalogue precompilation', () => {
  it('turns an icu() text into the parsed message the formatter reads', () => {
    const code =
      "export default { a: 'plain', b: icu('{count, plural, one {{n} vaca} other {{n} vacas}}') };";
    const built = precompileCatalog(code, 'x.ts');
    const ast = JSON.parse(/icu\((.*)\)/.exec(built)?.[1] ?? '');
    expect(built).toContain("a: 'plain'");
    expect(new IntlMessageFormat(ast, 'es').format({ count: 2, n: '2' })).toBe('2 vacas');
  });

  it('refuses an icu() entry that is not one string literal', () => {
    expect(() => precompileCatalog('const x = icu(y);', 'x.ts')).toThrow(/one string literal/);
  });

  it.each(catalogFiles(CATALOGS).map((file) => [path.relative(CATALOGS, file), file]))(
    '%s reads the same parsed in the build as parsed at run time',
    (_name, file) => {
      for (const [text, ast] of icuPairs(file)) {
        const locale = file.includes(`${path.sep}es${path.sep}`) ? 'es' : 'pt-BR';
        const values = new Proxy(
          {},
          { has: () => true, get: (_target, key) => (key === 'count' ? 2 : `«${String(key)}»`) },
        );
        const options = { ignoreTag: true };
        const fromText = new IntlMessageFormat(text, locale, undefined, options);
        const fromAst = new IntlMessageFormat(ast as never, locale, undefined, options);
        expect(fromAst.format(values as never)).toEqual(fromText.format(values as never));
      }
    },
  );
});
