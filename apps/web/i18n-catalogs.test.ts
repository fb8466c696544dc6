import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Icu } from '@gestar/domain/i18n/catalog';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../packages/domain/src/i18n/catalogs', import.meta.url));

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    // Each language's index lists its namespaces; it holds no texts.
    return entry.name === 'index.ts' ? [] : [full];
  });
}

const namespaces = files(path.join(ROOT, 'pt-BR')).map((file) =>
  path.relative(path.join(ROOT, 'pt-BR'), file),
);
const spanishFiles = files(path.join(ROOT, 'es')).map((file) => path.relative(path.join(ROOT, 'es'), file));

type Tree = string | Icu | readonly Tree[] | { readonly [key: string]: Tree };
const isIcu = (value: unknown): value is Icu => typeof value === 'object' && value !== null && 'icu' in value;

async function load(locale: string, namespace: string): Promise<Tree> {
  return ((await import(path.join(ROOT, locale, namespace))) as { default: Tree }).default;
}

/** Each text of a catalogue by its path ('LABELS.nome', 'STEPS.2'). */
function flatten(tree: Tree, prefix = ''): [string, string | Icu][] {
  if (typeof tree === 'string' || isIcu(tree)) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    flatten(value as Tree, prefix ? `${prefix}.${key}` : key),
  );
}

/** The names an ICU message reads, with their kind ('count:plural', 'nome:argument'). */
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.argument:
        return [`${element.value}:argument`];
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [`${element.value}:${TYPE[element.type]}`];
      case TYPE.plural:
      case TYPE.select:
        return [
          `${element.value}:${TYPE[element.type]}`,
          ...Object.values(element.options).flatMap((option) => argumentsOf(option.value)),
        ];
      case TYPE.tag:
        return argumentsOf(element.children);
      default:
        return [];
    }
  });
}

/**
 * The values an ICU message shows. A language may choose its wording by a number the other does not (Spanish
 * '1 día' / '2 días' where the spec's Portuguese always says 'dias'), so selectors are not compared; every value
 * shown in one language must be shown in the other.
 */
const shownValues = (entry: Icu) =>
  [
    ...new Set(
      argumentsOf(typeof entry.icu === 'string' ? parse(entry.icu, { ignoreTag: true }) : entry.icu)
        .filter((argument) => !/:(plural|select|selectordinal)$/.test(argument))
        .map((argument) => argument.slice(0, argument.indexOf(':'))),
    ),
  ].sort();

/** What an ICU message prints, whatever its values: its literal parts, not its keys ('fazenda {…}'). */
function printedText(entry: Icu): string {
  const literals = (elements: readonly MessageFormatElement[]): string[] =>
    elements.flatMap((element) => {
      if (element.type === TYPE.literal) return [element.value];
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options).flatMap((option) => literals(option.value));
      if (element.type === TYPE.tag) return literals(element.children);
      return [];
    });
  return literals(typeof entry.icu === 'string' ? parse(entry.icu, { ignoreTag: true }) : entry.icu).join(
    ' ',
  );
}

// Letters and words Spanish does not write: a text still in Portuguese in the Spanish catalogue.
const PORTUGUESE =
  /[ãõçêâôà]|(?<!\p{L})(não|você|sem|com|são|também|já|até|após|então|fazenda|matriz|matrizes|senha|baixar|salvar|excluir)(?!\p{L})/iu;

/** Each language is named in its own words in both catalogues: Portuguese there on purpose. */
const OWN_NAMES = new Set(['language.ts:LANGUAGE_NAMES.pt-BR']);

describe('message catalogues', () => {
  it('has a Spanish catalogue for every Portuguese one, and no other', () => {
    expect([...spanishFiles].sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)(
    '%s: the same keys in both languages, ICU where the other is, showing the same values',
    async (namespace) => {
      const portuguese = new Map(flatten(await load('pt-BR', namespace)));
      const spanish = new Map(flatten(await load('es', namespace)));
      expect([...spanish.keys()]).toEqual([...portuguese.keys()]);
      for (const [key, text] of portuguese) {
        const other = spanish.get(key);
        expect(isIcu(other), key).toBe(isIcu(text));
        if (isIcu(text) && isIcu(other)) expect(shownValues(other), key).toEqual(shownValues(text));
      }
    },
  );

  it.each(namespaces)('%s: every Spanish text is Spanish', async (namespace) => {
    const portugueseLeft = flatten(await load('es', namespace))
      .map(([key, text]) => [key, isIcu(text) ? printedText(text) : text] as const)
      .filter(([key, text]) => PORTUGUESE.test(text) && !OWN_NAMES.has(`${namespace}:${key}`));
    expect(portugueseLeft).toEqual([]);
  });
});
