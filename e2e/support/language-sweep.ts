import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

// Portuguese left on a screen shown in Spanish. A word counts when the Portuguese catalogues use it and the
// Spanish ones never do ('não', 'fazenda', 'salvar'), so a word both languages write ('lote', 'protocolo') never
// counts, and names (farms, people, bulls) are passed in as allowed.

const CATALOGS = fileURLToPath(new URL('../../packages/domain/src/i18n/catalogs', import.meta.url));

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    // Each language's index lists its namespaces; it holds no texts.
    return entry.name === 'index.ts' ? [] : [full];
  });
}

type Tree = string | { readonly icu: unknown } | readonly Tree[] | { readonly [key: string]: Tree };

function textsOf(tree: Tree): string[] {
  if (typeof tree === 'string') return [tree];
  if ('icu' in tree && typeof tree.icu === 'string') return [tree.icu];
  return Object.values(tree).flatMap((value) => textsOf(value as Tree));
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3);

async function catalogWords(locale: 'pt-BR' | 'es'): Promise<Set<string>> {
  const words = new Set<string>();
  for (const file of files(path.join(CATALOGS, locale))) {
    const { default: catalog } = (await import(file)) as { default: Tree };
    // ICU keywords and argument names ('plural', 'count') are the same in both languages: they cancel out.
    for (const text of textsOf(catalog)) for (const word of wordsOf(text)) words.add(word);
  }
  return words;
}

let portugueseOnly: Promise<Set<string>> | undefined;

/** Words of the Portuguese catalogues that no Spanish text uses. */
export function portugueseOnlyWords(): Promise<Set<string>> {
  portugueseOnly ??= Promise.all([catalogWords('pt-BR'), catalogWords('es')]).then(
    ([portuguese, spanish]) => new Set([...portuguese].filter((word) => !spanish.has(word))),
  );
  return portugueseOnly;
}

/**
 * Portuguese words in the page's visible text, outside the names given (farm, people, batch names…), each with the
 * line it was read in.
 */
export async function portugueseWords(page: Page, names: readonly string[]): Promise<string[]> {
  const only = await portugueseOnlyWords();
  const allowed = new Set(names.flatMap(wordsOf));
  // E-mail addresses are names too ('ana@fazenda.com').
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\S+@\S+/g, ' ');
  const found = new Set(wordsOf(text).filter((word) => only.has(word) && !allowed.has(word)));
  return [...found].map((word) => {
    const line = text.split('\n').find((candidate) => wordsOf(candidate).includes(word)) ?? '';
    return `'${word}' in "${line.trim().slice(0, 80)}"`;
  });
}
