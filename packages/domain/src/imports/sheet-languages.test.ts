import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../exports/columns.ts';
import { IMPORT_COLUMNS, isImportSheetName } from '../exports/import-template.ts';
import { inLocale } from '../i18n/current-locale.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { importUnknownValue } from '../messages/import-rows.ts';
import type { ImportRow } from '../rules/forms/import-rows.ts';
import { textKey } from '../rules/sorting.ts';
import { listResolver } from './import-values.ts';
import { readImportSheet } from './sheet-rows.ts';

// A sheet crosses languages: the model or an export written for a Spanish reader is imported by a Portuguese one
// and the other way round; its headings and list values are read back whatever the reader's language.

const headingsIn = (locale: Locale, columns: readonly { header: string }[]) =>
  inLocale(locale, () => columns.map((column) => column.header));

const OTHER: Record<Locale, Locale> = { 'pt-BR': 'es', es: 'pt-BR' };

describe('the import model and the export in both languages', () => {
  it('writes the model’s headings and sheet names in the reader’s language', () => {
    expect(headingsIn('pt-BR', IMPORT_COLUMNS).slice(0, 4)).toEqual([
      'ID da Matriz',
      'Segundo ID',
      'Raça',
      'Ordem',
    ]);
    expect(headingsIn('es', IMPORT_COLUMNS).slice(0, 4)).toEqual([
      'ID del Vientre',
      'Segundo ID',
      'Raza',
      'Orden',
    ]);
    expect(isImportSheetName('Importação')).toBe(true);
    expect(isImportSheetName('Importación')).toBe(true);
    expect(isImportSheetName('Listas')).toBe(false);
  });

  it.each(LOCALES)('reads a model written in %s whatever the reader’s language', (written) => {
    const headings = headingsIn(written, IMPORT_COLUMNS);
    const line = IMPORT_COLUMNS.map((column) => `«${column.key}»`);
    for (const reader of [written, OTHER[written]]) {
      const read = inLocale(reader, () => readImportSheet([headings, line]));
      expect('rows' in read, `${written} read in ${reader}`).toBe(true);
      const row = 'rows' in read ? read.rows[0] : undefined;
      for (const column of IMPORT_COLUMNS)
        if (column.kind !== 'date') expect(row?.[column.key], column.key).toBe(`«${column.key}»`);
    }
  });

  it.each(LOCALES)('reads back every export column that carries a model field, exported in %s', (written) => {
    const carried = EXPORT_COLUMNS.filter((column) =>
      ['codVaca', 'racaMatriz', 'ordemMatriz', 'eccD0', 'peso', 'partida', 'dg', 'dgFinal'].includes(
        column.key,
      ),
    );
    const read = inLocale(OTHER[written], () =>
      readImportSheet([headingsIn(written, carried), carried.map(() => 'x')]),
    );
    const row = 'rows' in read ? read.rows[0] : undefined;
    expect(row).toMatchObject({
      codVaca: 'x',
      racaMatriz: 'x',
      ordemMatriz: 'x',
      eccD0: 'x',
      peso: 'x',
      semen: 'x',
      diagnostico: 'x',
      diagnosticoFinal: 'x',
    });
  });

  it('never reads one heading as two fields across the languages', () => {
    const fieldOf = new Map<string, string>();
    const claim = (heading: string, field: string) => {
      const key = textKey(heading);
      expect(fieldOf.get(key) ?? field, heading).toBe(field);
      fieldOf.set(key, field);
    };
    for (const locale of LOCALES) {
      for (const column of IMPORT_COLUMNS)
        claim(
          inLocale(locale, () => column.header),
          column.key,
        );
      for (const column of EXPORT_COLUMNS)
        claim(
          inLocale(locale, () => column.header),
          column.key,
        );
    }
  });

  it('writes the export’s headings in the reader’s language, pt-BR as the spec’s', () => {
    const heading = (key: string, locale: Locale) =>
      inLocale(locale, () => EXPORT_COLUMNS.find((column) => column.key === key)?.header);
    expect(heading('fazenda', 'pt-BR')).toBe('Fazenda');
    expect(heading('fazenda', 'es')).toBe('Establecimiento');
    expect(heading('prenhe', 'es')).toBe('Preñada');
    expect(heading('loteTipoResync', 'pt-BR')).toBe('Tipo de Ressincronização (lote)');
    expect(heading('loteTipoResync', 'es')).toBe('Tipo de Resincronización (lote)');
    // The POWER BI names are the same in every language.
    expect(inLocale('es', () => EXPORT_COLUMNS.map((column) => column.bi))).toEqual(
      EXPORT_COLUMNS.map((column) => column.bi),
    );
  });
});

describe('list values of an imported sheet, in either language', () => {
  const sources = { values: DOMAIN_VALUE_SEED, partidas: [], people: [] };
  const row = (extra: Partial<ImportRow>) => ({ line: 2, ...extra }) as ImportRow;

  it.each([
    ['diagnostico', 'Preñada', domainValueId('condicaoDG', 'Prenhe')],
    ['diagnostico', 'VACÍA', domainValueId('condicaoDG', 'Vazia')],
    ['diagnostico', 'Prenhe', domainValueId('condicaoDG', 'Prenhe')],
    ['diagnosticoFinal', 'Descarte Preñada Toro', domainValueId('condicaoDGFinal', 'Descarte Prenhe Touro')],
    ['ordemMatriz', 'Vaquillonas', domainValueId('ordemMatriz', 'Novilhas')],
    ['racaMatriz', 'Cruza', domainValueId('racaMatriz', 'Cruzada')],
    ['usoDispositivo', '2.º uso', domainValueId('numeroUsoDispositivo', '2º uso')],
  ] as const)('%s %j → the stored value’s id', (field, typed, id) => {
    for (const reader of LOCALES) {
      const errors: string[] = [];
      const resolve = inLocale(reader, () => listResolver(sources, errors));
      expect(resolve(field, row({ [field]: typed }))).toBe(id);
      expect(errors).toEqual([]);
    }
  });

  it('finds a label only in its own list, and names an unknown text in the reader’s language', () => {
    const errors: string[] = [];
    const resolve = listResolver(sources, errors);
    expect(inLocale('es', () => resolve('ordemMatriz', row({ ordemMatriz: 'Preñada' })))).toBeNull();
    expect(errors).toEqual([inLocale('es', () => importUnknownValue('Orden', 'Preñada', 2))]);
  });
});
