// Parses the message catalogues' ICU entries at build time, so the browser gets FormatJS without its parser
// (about 7 KB gzipped less, on the login screen too). Only `icu('…')` calls with one string literal are entries.
import { parse } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import type { Plugin } from 'vite';

const CATALOG = /\/packages\/domain\/src\/i18n\/catalogs\/.+\.ts$/;

/** The catalogue file with each `icu('text')` turned into `icu(<parsed text>)`. */
export function precompileCatalog(code: string, file: string): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'icu') {
      const [message, ...rest] = node.arguments;
      if (message === undefined || rest.length > 0 || !ts.isStringLiteralLike(message)) {
        throw new Error(`${file}: icu() takes one string literal`);
      }
      // ignoreTag: '<' is ordinary text in our messages, as at run time (i18n/catalog.ts).
      const ast = parse(message.text, { ignoreTag: true });
      edits.push({ start: message.getStart(source), end: message.getEnd(), text: JSON.stringify(ast) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let output = code;
  for (const edit of edits.reverse())
    output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  return output;
}

export function icuCatalogs(): Plugin {
  return {
    name: 'gestar-icu-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG.test(file)) return null;
      return { code: precompileCatalog(code, file), map: null };
    },
  };
}

/** Every ICU text arrives parsed (the plugin above), so the formatter's parser is left out of the bundle. */
export const WITHOUT_ICU_PARSER = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
