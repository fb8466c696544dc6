// Fails on a visible text written outside the message catalogues (packages/domain/src/i18n/catalogs), so every
// text a person sees exists in both languages. Visible: JSX text, a literal in a prop people read (label, title,
// placeholder, aria-label…), and any literal with a Portuguese letter (ã, ç, é…), wherever it is. Data that is
// Portuguese on purpose (list values the rules compare, spreadsheet headings the import recognises, seeds) is
// listed in DATA below with its reason; a test file may say what it likes.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['packages/domain/src', 'apps/server/src', 'apps/web/src'];

/** Files whose Portuguese literals are data, not texts for a reader, each with why. */
const DATA = new Map([
  ['packages/domain/src/i18n/catalogs/', 'the catalogues themselves'],
  [
    'packages/domain/src/lists/',
    'list values stored in records and compared by the rules (shown through their labels)',
  ],
  ['apps/server/src/db/', 'migrations and seeds: stored data, the demo farm and its people'],
  [
    'packages/domain/src/imports/own-sheets/header-synonyms.ts',
    "the farms' own spreadsheet headings the import recognises",
  ],
  [
    'packages/domain/src/imports/own-sheets/value-words.ts',
    "the farms' own spreadsheet words the import recognises",
  ],
  ['packages/domain/src/rules/spoken-ecc.ts', 'spoken numbers the voice input recognises'],
  ['apps/server/src/test-support/', 'test fixtures'],
  ['apps/server/src/features/imports/crafted-files.ts', 'test fixtures: hostile spreadsheets'],
  ['apps/server/src/features/sync/test-kit.ts', 'test fixtures: records a test pushes'],
  ['packages/domain/src/imports/own-sheets/own-sheet-test-', "test fixtures: farms' own workbooks"],
  [
    'packages/domain/src/entities/role.ts',
    'role names as stored and matched by the server; shown through roleLabel',
  ],
  ['packages/domain/src/imports/import-receipt.ts', "a receipt's type, inside its hashed content"],
]);

const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'alt',
  'helperText',
  'tooltip',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'message',
  'header',
]);

const PORTUGUESE_LETTER = /[ãõçáéíóúâêôàÃÕÇÁÉÍÓÚÂÊÔÀ]/;
const HAS_WORD = /\p{L}{2,}/u;

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

const isData = (file) => [...DATA.keys()].some((prefix) => file.startsWith(prefix));

/** Each visible literal of a source file: [line, text]. */
export function visibleLiterals(file, code) {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const report = (node, text) =>
    found.push([source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text.trim()]);
  const visit = (node) => {
    if (ts.isJsxText(node) && HAS_WORD.test(node.text)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) &&
            node.initializer.expression &&
            ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : null;
      if (value && HAS_WORD.test(value.text)) report(value, value.text);
    } else if (
      (ts.isStringLiteralLike(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      PORTUGUESE_LETTER.test(node.text) &&
      !ts.isImportDeclaration(node.parent) &&
      !(ts.isJsxAttribute(node.parent) && VISIBLE_PROPS.has(node.parent.name.getText(source)))
    ) {
      report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = [];
  for (const root of ROOTS) {
    for (const file of filesUnder(root)) {
      const relative = file.split(path.sep).join('/');
      if (isData(relative)) continue;
      for (const [line, text] of visibleLiterals(relative, fs.readFileSync(file, 'utf8'))) {
        problems.push(
          `${relative}:${line}  ${JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}…` : text)}`,
        );
      }
    }
  }
  for (const problem of problems) console.log(problem);
  console.log(`literals: ${problems.length} visible texts outside the message catalogues`);
  process.exit(problems.length === 0 ? 0 : 1);
}
