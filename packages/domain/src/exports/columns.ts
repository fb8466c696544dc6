// The cow spreadsheet (spec §2 'Exportação', §3 the reproductive report's headings in two variants, issue 14
// item 3): one row per cow record — a resync copy is the same cow's next round — with the columns below. The
// plain export shows `header`; the POWER BI export names each column `bi` (stable, ASCII, snake_case) and keeps
// numbers, dates and yes/no as real cell types, so a BI tool loads it without cleaning.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { roundOutcome } from '../reports/outcome.ts';
import type { ReportCow } from '../reports/report-input.ts';
import { iatfDate, type ProtocolDays } from '../rules/iatf-dates.ts';

export type ExportCow = ReportCow & {
  codVaca?: string | null;
  codLeitorBastao?: string | null;
  peso_EM?: number | null;
  idade_Nov_Pri?: string | null;
  dispositivoIntravaginal?: string | null;
  numero_Uso_Disp?: string | null;
  dataDg?: string | null;
  dataDgFinal?: string | null;
  tipoPrenhe?: string | null;
  clVazia?: string | null;
  eccDG?: string | null;
  responsavelId?: string | null;
};

export type ExportIatf = {
  ecc?: string | null;
  gnhr?: string | null;
  cioRetirada?: string | null;
  temperamento?: string | null;
  observacao?: string | null;
};

/** Everything one row reads: the cow record and what it hangs from, names already resolved. */
export type ExportContext = {
  cow: ExportCow;
  farm: string;
  corral: string;
  batch: { nomeLote: string; dataIatf?: string | null };
  protocol: (ProtocolDays & { name: string }) | undefined;
  /** The batch's IATF day (`iatfDay`), computed once per batch by the caller. */
  iatfDay: string | null;
  iatf: ExportIatf | undefined;
  bull: string | null;
  partida: string | null;
  inseminator: string | null;
  /** The cow's responsável at D0 (the import needs it to bring an exported season back). */
  responsible: string | null;
  lookup: DomainLookup;
};

/** A cell: text, number, calendar date ('YYYY-MM-DD'), yes/no, or empty. */
export type ExportValue = string | number | boolean | { date: string } | null;

export type ExportColumn = {
  key: string;
  header: string;
  bi: string;
  value: (row: ExportContext) => ExportValue;
};

const text = (value: string | null | undefined): ExportValue => (value ? value : null);
const day = (value: string | null | undefined): ExportValue => (value ? { date: value.slice(0, 10) } : null);
/** ECC values are '2.75': a number in the sheet. */
const score = (value: string | undefined): ExportValue => {
  const number = value === undefined ? Number.NaN : Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : text(value);
};

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'fazenda', header: 'Fazenda', bi: 'fazenda', value: (r) => r.farm },
  { key: 'retiro', header: 'Retiro', bi: 'retiro', value: (r) => (r.corral === 'DEFAULT' ? '-' : r.corral) },
  { key: 'lote', header: 'Lote', bi: 'lote', value: (r) => r.batch.nomeLote },
  { key: 'protocolo', header: 'Protocolo', bi: 'protocolo', value: (r) => text(r.protocol?.name) },
  { key: 'rodada', header: 'Rodada IATF', bi: 'rodada_iatf', value: (r) => (r.cow.iatf ?? 0) + 1 },
  { key: 'codVaca', header: 'ID Matriz', bi: 'id_matriz', value: (r) => text(r.cow.codVaca) },
  {
    key: 'codLeitorBastao',
    header: 'ID 2 (bastão)',
    bi: 'id_bastao',
    value: (r) => text(r.cow.codLeitorBastao),
  },
  { key: 'racaMatriz', header: 'Raça', bi: 'raca', value: (r) => text(r.lookup.valorOf(r.cow.racaMatriz)) },
  {
    key: 'ordemMatriz',
    header: 'Ordem',
    bi: 'ordem',
    value: (r) => text(r.lookup.valorOf(r.cow.ordemMatriz)),
  },
  { key: 'idade', header: 'Idade', bi: 'idade', value: (r) => text(r.lookup.valorOf(r.cow.idade_Nov_Pri)) },
  { key: 'eccD0', header: 'ECC D0', bi: 'ecc_d0', value: (r) => score(r.lookup.valorOf(r.cow.ecc)) },
  { key: 'peso', header: 'Peso (kg)', bi: 'peso_kg', value: (r) => r.cow.peso_EM ?? null },
  {
    key: 'dispositivo',
    header: 'Dispositivo',
    bi: 'dispositivo',
    value: (r) => text(r.lookup.valorOf(r.cow.dispositivoIntravaginal)),
  },
  {
    key: 'usoDispositivo',
    header: 'Uso do dispositivo',
    bi: 'uso_dispositivo',
    value: (r) => text(r.lookup.valorOf(r.cow.numero_Uso_Disp)),
  },
  { key: 'responsavel', header: 'Responsável', bi: 'responsavel', value: (r) => text(r.responsible) },
  {
    key: 'observacaoD0',
    header: 'Observação D0',
    bi: 'observacao_d0',
    value: (r) => text(r.cow.observacaoD0),
  },
  { key: 'dataD0', header: 'Data D0', bi: 'data_d0', value: (r) => day(r.batch.dataIatf) },
  {
    key: 'dataIatf',
    header: 'Data IATF',
    bi: 'data_iatf',
    value: (r) => day(r.iatfDay),
  },
  { key: 'touro', header: 'Touro', bi: 'touro', value: (r) => text(r.bull) },
  { key: 'partida', header: 'Partida', bi: 'partida', value: (r) => text(r.partida) },
  { key: 'inseminador', header: 'Inseminador', bi: 'inseminador', value: (r) => text(r.inseminator) },
  { key: 'eccIatf', header: 'ECC IATF', bi: 'ecc_iatf', value: (r) => score(r.lookup.valorOf(r.iatf?.ecc)) },
  { key: 'cio', header: 'Cio', bi: 'cio', value: (r) => text(r.lookup.valorOf(r.iatf?.cioRetirada)) },
  { key: 'gnrh', header: 'GnRH', bi: 'gnrh', value: (r) => text(r.lookup.valorOf(r.iatf?.gnhr)) },
  {
    key: 'temperamento',
    header: 'Temperamento',
    bi: 'temperamento',
    value: (r) => text(r.lookup.valorOf(r.iatf?.temperamento)),
  },
  {
    key: 'observacaoIatf',
    header: 'Observação IATF',
    bi: 'observacao_iatf',
    value: (r) => text(r.iatf?.observacao),
  },
  {
    key: 'dg',
    header: 'Diagnóstico DG',
    bi: 'diagnostico_dg',
    value: (r) => text(r.lookup.valorOf(r.cow.condicaoDG)),
  },
  { key: 'dataDg', header: 'Data DG', bi: 'data_dg', value: (r) => day(r.cow.dataDg) },
  {
    key: 'tipoPrenhe',
    header: 'Tipo de prenhez',
    bi: 'tipo_prenhez',
    value: (r) => text(r.lookup.valorOf(r.cow.tipoPrenhe)),
  },
  {
    key: 'cl',
    header: 'Presença de CL',
    bi: 'presenca_cl',
    value: (r) => text(r.lookup.valorOf(r.cow.clVazia)),
  },
  { key: 'eccDg', header: 'ECC DG', bi: 'ecc_dg', value: (r) => score(r.lookup.valorOf(r.cow.eccDG)) },
  {
    key: 'observacaoDg',
    header: 'Observação DG',
    bi: 'observacao_dg',
    value: (r) => text(r.cow.observacaoDG),
  },
  {
    key: 'dgFinal',
    header: 'Diagnóstico DG Final',
    bi: 'diagnostico_dg_final',
    value: (r) => text(r.lookup.valorOf(r.cow.condicaoDGFinal)),
  },
  { key: 'dataDgFinal', header: 'Data DG Final', bi: 'data_dg_final', value: (r) => day(r.cow.dataDgFinal) },
  {
    key: 'observacaoDgFinal',
    header: 'Observação DG Final',
    bi: 'observacao_dg_final',
    value: (r) => text(r.cow.observacao_DG_Final),
  },
  {
    key: 'perdaGestacao',
    header: 'Perda gestacional',
    bi: 'perda_gestacional',
    value: (r) => r.cow.perdaGestacao === true,
  },
  {
    key: 'prenhe',
    header: 'Prenhe',
    bi: 'prenhe',
    // The round's result as every rate counts it; empty while the round has no diagnosis.
    value: (r) => {
      const outcome = roundOutcome(r.cow, r.lookup);
      return outcome.diagnosed ? outcome.pregnant : null;
    },
  },
];

/** The day of the IATF of a batch: its D0 date plus the protocol's IATF day (null without either). */
export function iatfDay(
  batch: { dataIatf?: string | null },
  protocol: ProtocolDays | undefined,
  lookup: DomainLookup,
): string | null {
  return protocol ? iatfDate(batch.dataIatf, protocol, lookup) : null;
}

export const EXPORT_COLUMN_KEYS: readonly string[] = EXPORT_COLUMNS.map((column) => column.key);

/**
 * The columns of a plain or custom export: the chosen keys in the sheet's own order; unknown keys are ignored
 * and an empty or missing choice means every column.
 */
export function chosenColumns(fields: readonly string[] | null | undefined): readonly ExportColumn[] {
  if (!fields || fields.length === 0) return EXPORT_COLUMNS;
  const wanted = new Set(fields);
  const chosen = EXPORT_COLUMNS.filter((column) => wanted.has(column.key));
  return chosen.length > 0 ? chosen : EXPORT_COLUMNS;
}

/** 'gestar-fazenda-santa-helena-2026-11-24.xlsx': the name (accents and symbols out) and the day. */
export function exportFileName(name: string, day: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `gestar-${slug || 'exportacao'}-${day}.xlsx`;
}

/** '1,2 MB', '350 kB': a download's size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes >= 100_000)
    return `${(bytes / 1_000_000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
