import type { Writable } from 'node:stream';
import { d0Fields } from '@gestar/domain/entities/d0';
import { dnFields } from '@gestar/domain/entities/dn';
import { iatfFields } from '@gestar/domain/entities/iatf';
import type {
  ExportColumn,
  ExportContext,
  ExportCow,
  ExportDn,
  ExportIatf,
  ExportValue,
  NamedTable,
} from '@gestar/domain/exports/columns';
import { iatfDay } from '@gestar/domain/exports/columns';
import type { ExportFormat } from '@gestar/domain/exports/request';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { DEFAULT_LOCALE } from '@gestar/domain/i18n/locales';
import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { EXPORT_NO, EXPORT_YES } from '@gestar/domain/messages/exports';
import { EXPORT_SHEET } from '@gestar/domain/messages/spreadsheets';
import { calendarDayOf } from '@gestar/domain/rules/display';
import type { ProtocolDays } from '@gestar/domain/rules/iatf-dates';
import ExcelJS from 'exceljs';
import type { Dialect } from '../../db/database.ts';
import { isLiveRow, type LooseDb, rowMapper } from '../../db/rows.ts';
import { selectIn } from '../sync/scope.ts';
import type { ExportBatch } from './export-scope.ts';

// Every field of the records: the columns carry every recorded field (exports/columns NOT_EXPORTED says which not).
const COW_FIELDS = d0Fields;
const IATF_FIELDS = iatfFields;
const DN_FIELDS = dnFields;

// One collator for every comparison: localeCompare with options builds a new one per call.
const byCode = new Intl.Collator('pt-BR', { numeric: true });
const live = isLiveRow;
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const NO_DNS: readonly ExportDn[] = [];

/** Names of bulls, semen lots, inseminators and protocols, read as the rows first name them. */
class Names {
  private readonly known = new Map<string, Map<string, unknown>>();
  constructor(
    private readonly db: LooseDb,
    private readonly dialect: Dialect,
  ) {}

  async load(table: string, ids: Iterable<string | null>, column: string): Promise<void> {
    const cache = this.cache(table);
    const wanted = [...new Set([...ids].filter((id): id is string => id !== null && !cache.has(id)))];
    if (wanted.length === 0) return;
    const columns = table === 'protocolos' ? ['id', 'name', 'managementProtocols'] : ['id', column];
    for (const row of await selectIn(this.db, table, 'id', wanted, columns)) {
      cache.set(
        String(row.id),
        table === 'protocolos' ? rowMapper(this.dialect).fromDb('protocolos', row) : row[column],
      );
    }
    for (const id of wanted) if (!cache.has(id)) cache.set(id, null);
  }

  get(table: string, id: string | null | undefined): unknown {
    return id ? (this.cache(table).get(id) ?? null) : null;
  }

  private cache(table: string): Map<string, unknown> {
    let cache = this.known.get(table);
    if (!cache) {
      cache = new Map();
      this.known.set(table, cache);
    }
    return cache;
  }
}

/**
 * A cell as ExcelJS writes it: real numbers, booleans and dates (midnight UTC, shown DD/MM/YYYY). An empty cell is
 * `undefined`, which ExcelJS skips instead of building a cell that is written as nothing.
 */
function cell(value: ExportValue, format: ExportFormat): ExcelJS.CellValue | undefined {
  if (value === null) return undefined;
  if (typeof value === 'object') return new Date(`${value.date}T00:00:00.000Z`);
  if (typeof value === 'boolean') return format === 'powerbi' ? value : value ? EXPORT_YES() : EXPORT_NO();
  return value;
}

/**
 * Streams the sheet of `batches` to `out` with ExcelJS's streaming writer: each batch's cows are read, written
 * and committed before the next batch is read, so memory holds one batch at a time whatever the farm's size.
 */
export async function writeExportSheet(options: {
  db: LooseDb;
  dialect: Dialect;
  batches: readonly ExportBatch[];
  columns: readonly ExportColumn[];
  format: ExportFormat;
  lookup: DomainLookup;
  out: Writable;
}): Promise<number> {
  const { db, dialect, batches, columns, format, lookup, out } = options;
  // Gestation days count to the day the sheet is written, as the DG Final rows count to the device's day.
  const today = calendarDayOf(new Date());
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(format === 'powerbi' ? 'dados' : EXPORT_SHEET());
  // ExcelJS gives every new cell a fresh style object and then renders it to XML to find its style id; a style
  // object it has seen before is found in a WeakMap instead. Sharing one object per column keeps the same styles
  // (the output is byte-identical) without that per-cell work, the largest cost of a big export.
  // Numbers and dates carry the column's number format ('0.00', 'dd/mm/yyyy'): real numbers, shown the pt-BR way.
  const styles: Partial<ExcelJS.Style>[] = columns.map((column) =>
    column.numFmt ? { numFmt: column.numFmt } : {},
  );
  sheet.columns = columns.map((column, index) => ({
    header: format === 'powerbi' ? column.bi : column.header,
    key: column.key,
    width: Math.max(12, column.header.length + 2),
    ...(column.numFmt ? { style: styles[index] } : {}),
  }));
  if (format === 'padrao') sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const names = new Names(db, dialect);
  const mapper = rowMapper(dialect);
  let rows = 0;
  for (const batch of batches) {
    const cows = (await selectIn(db, 'd0s', 'loteId', [batch.id], COW_FIELDS)).filter(live);
    if (cows.length === 0) continue;
    const iatfs = (await selectIn(db, 'iatfs', 'loteId', [batch.id], IATF_FIELDS)).filter(live);
    const iatfOf = new Map(iatfs.map((iatf) => [String(iatf.vacaId), iatf]));
    const dnsOf = new Map<string, ExportDn[]>();
    for (const dn of (await selectIn(db, 'dns', 'loteId', [batch.id], DN_FIELDS)).filter(live)) {
      const cow = String(dn.vacaId);
      const days = dnsOf.get(cow);
      if (days) days.push(dn as ExportDn);
      else dnsOf.set(cow, [dn as ExportDn]);
    }
    await Promise.all([
      names.load('protocolos', [batch.protocoloId], 'name'),
      names.load(
        'touros',
        iatfs.map((iatf) => text(iatf.touroId)),
        'nome',
      ),
      names.load(
        'partidas',
        iatfs.map((iatf) => text(iatf.partidaId)),
        'codigo',
      ),
      names.load(
        'usuarios',
        [
          ...iatfs.map((iatf) => text(iatf.usuarioId)),
          ...cows.map((cow) => text(cow.responsavelId)),
          text(batch.usuarioId),
        ],
        'nomeCompleto',
      ),
    ]);
    const nameOf = (table: NamedTable, id: string | null | undefined) => text(names.get(table, id));
    const protocol = names.get('protocolos', batch.protocoloId) as (ProtocolDays & { name: string }) | null;
    const day = iatfDay(batch, protocol ?? undefined, lookup);
    const ordered = cows
      .map((row) => mapper.fromDb('d0s', row) as unknown as ExportCow & { codVaca?: string | null })
      .sort((a, b) => byCode.compare(a.codVaca ?? '', b.codVaca ?? ''));
    for (const cow of ordered) {
      const iatf = iatfOf.get(cow.id);
      const context: ExportContext = {
        cow,
        today,
        farm: batch.farm,
        corral: batch.corral,
        batch,
        protocol: protocol ?? undefined,
        iatfDay: day,
        iatf: iatf as ExportIatf | undefined,
        dns: dnsOf.get(cow.id) ?? NO_DNS,
        nameOf,
        lookup,
      };
      const read = () => columns.map((column) => cell(column.value(context), format));
      // POWER BI keeps the list values and observations as stored, the same whoever exports: a BI model filters on them.
      const row = sheet.addRow(format === 'powerbi' ? inLocale(DEFAULT_LOCALE, read) : read());
      row.eachCell((written, column) => {
        written.style = styles[column - 1] ?? {};
      });
      row.commit();
      rows += 1;
    }
  }
  sheet.commit();
  await workbook.commit();
  return rows;
}
