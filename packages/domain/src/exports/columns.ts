// The cow spreadsheet (spec §2 'Exportação', §3 the reproductive report's headings in two variants):
// one row per cow record — a resync copy is the same cow's next round — with the columns below. The
// plain export shows `header`, yes/no and the list values in the reader's language; the POWER BI export names
// each column `bi` (stable, ASCII, snake_case), keeps yes/no as booleans and the list values as stored (the server
// reads its rows in pt-BR), so a BI model works whoever exported. Both write numbers and dates as real cells, with
// a number format Excel shows in the reader's locale ('3,00', '01/03/2026'), and observations as the screens show
// them, so a person reads the sheet as the screens and a BI tool loads it without cleaning. Every field a screen records on a cow, her
// IATF, her DN days or her batch is a column (`from`) or is named in NOT_EXPORTED with the reason.
import type { Lote } from '../entities/batch.ts';
import type { D0 } from '../entities/d0.ts';
import type { Dn } from '../entities/dn.ts';
import type { Iatf } from '../entities/iatf.ts';
import type { DomainLookup } from '../lists/domain-ids.ts';
import { cowGestation } from '../management/dg-final-step.ts';
import { LABELS as BATCH_LABELS } from '../messages/labels/batches.ts';
import { domainValueLabel } from '../messages/list-values.ts';
import { batchColumnHeading, type ExportHeadingKey, exportHeading } from '../messages/spreadsheets.ts';
import { roundOutcome } from '../reports/outcome.ts';
import type { ReportCow } from '../reports/report-input.ts';
import { isGestationLoss } from '../rules/dg-final-fields.ts';
import { displayText } from '../rules/display.ts';
import { iatfDate, type ProtocolDays } from '../rules/iatf-dates.ts';
import { dayNumber } from '../rules/sorting.ts';

/** A record as a store hands it over: any field may be missing or null. */
type Stored<T> = { [K in keyof T]?: T[K] | null };

export type ExportCow = ReportCow & Stored<D0>;
export type ExportIatf = Stored<Iatf>;
export type ExportDn = Stored<Dn>;
export type ExportBatchRecord = Stored<Lote> & { nomeLote: string };

/** The records whose names a row shows instead of their ids. */
export type NamedTable = 'touros' | 'partidas' | 'usuarios';

/** Everything one row reads: the cow record and what it hangs from. */
export type ExportContext = {
  cow: ExportCow;
  /** The export's calendar day ('YYYY-MM-DD'): gestation days count to it. */
  today: string;
  farm: string;
  corral: string;
  batch: ExportBatchRecord;
  protocol: (ProtocolDays & { name: string }) | undefined;
  /** The batch's IATF day (`iatfDay`), computed once per batch by the caller. */
  iatfDay: string | null;
  iatf: ExportIatf | undefined;
  /** The cow's live DN records in her batch, one per DN day. */
  dns: readonly ExportDn[];
  /** A bull's name, a semen lot's code or a person's full name; null when unknown. */
  nameOf: (table: NamedTable, id: string | null | undefined) => string | null;
  lookup: DomainLookup;
};

/** A cell: text, number, calendar date ('YYYY-MM-DD'), yes/no, or empty. */
export type ExportValue = string | number | boolean | { date: string } | null;

/** 'd0s.peso_d0resync': a field of a record the screens write (entities/). */
export type RecordField =
  | `d0s.${keyof D0 & string}`
  | `iatfs.${keyof Iatf & string}`
  | `dns.${keyof Dn & string}`
  | `lotes.${keyof Lote & string}`;

/**
 * Excel number formats. The file always writes a dot and a comma for grouping; Excel and LibreOffice show the
 * separators of the reader's locale, so a pt-BR reader sees '3,00' and '01/03/2026'.
 */
export const EXPORT_NUMBER_FORMATS = {
  date: 'dd/mm/yyyy',
  /** ECC: '3,00' as on the screens. */
  score: '0.00',
  /** Kilograms, counts, days. */
  integer: '0',
  /** Kilograms typed with decimals ('410,5'). */
  decimal: '0.0#',
} as const;

export type ExportColumn = {
  key: string;
  /** The heading, in the reader's language: read each time it is asked (a getter), never kept from module load. */
  readonly header: string;
  bi: string;
  /** The recorded fields the column carries (a derived column, like 'Prenhe', carries none of its own). */
  from: readonly RecordField[];
  /** The cell's number format when the value is a number or a date. */
  numFmt?: string;
  value: (row: ExportContext) => ExportValue;
};

const text = (value: string | null | undefined): ExportValue => (value ? value : null);
/** An observation as the screens show it: '[N/A]' is 'Nada Consta' (rules/display). */
const note = (value: string | null | undefined): ExportValue => text(displayText(value));
const day = (value: string | null | undefined): ExportValue => (value ? { date: value.slice(0, 10) } : null);
/** A stored number (PostgreSQL's numeric may come as text). */
const amount = (value: number | string | null | undefined): ExportValue => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};
/** ECC values are '2.75': a number in the sheet. */
const score = (value: string | undefined): ExportValue => {
  const number = value === undefined ? Number.NaN : Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : text(value);
};
/** A list value as the reader reads it ('Prenhe' → 'Preñada' in Spanish); records keep the stored text. */
const listed = (row: ExportContext, id: string | null | undefined): ExportValue =>
  text(domainValueLabel(row.lookup.valorOf(id)));

/** The DN days' observations, in day order: 'D8: Nada Consta; D9: Animal morreu'. */
function dnNotes(row: ExportContext): ExportValue {
  const days = row.dns
    .map((dn) => ({ day: row.lookup.valorOf(dn.dia) ?? '', note: displayText(dn.observacao) }))
    .filter((dn) => dn.note !== '')
    .sort((a, b) => dayNumber(a.day) - dayNumber(b.day) || a.day.localeCompare(b.day));
  return text(days.map((dn) => (dn.day ? `${dn.day}: ${dn.note}` : dn.note)).join('; '));
}

/** A column as written below: everything but its heading. */
type ColumnDef = Omit<ExportColumn, 'header'>;

/** The column with its heading read through `heading` at each read of `header`. */
function withHeading(def: ColumnDef, heading: () => string): ExportColumn {
  return Object.defineProperty({ ...def }, 'header', { get: heading, enumerable: true }) as ExportColumn;
}

/** A column headed by its key's heading (messages/spreadsheets). */
const headed = (def: ColumnDef & { key: ExportHeadingKey }): ExportColumn =>
  withHeading(def, () => exportHeading(def.key));

/** A batch column: its heading with '(lote)'. */
const batchColumn = (def: ColumnDef, label: () => string): ExportColumn =>
  withHeading(def, () => batchColumnHeading(label()));

/**
 * The batch's own description (the batch form and the Ressinc form), after the cow's columns: the same on every
 * row of the batch. Headings are the forms' labels with '(lote)'; BI names start with 'lote_'.
 */
const BATCH_LIST_FIELDS = [
  ['periodoManejo', 'periodo_manejo'],
  ['progesteronaPosIATF', 'progesterona_pos_iatf'],
  ['vacinaReprodutivaLote', 'vacina_reprodutiva'],
  ['dispositivo', 'dispositivo'],
  ['numeroUsoDispositivo', 'uso_dispositivo'],
  ['racaMatriz', 'raca_matriz'],
  ['ordemMatriz', 'ordem_matriz'],
  ['idadeMatriz', 'idade_matriz'],
  ['racaBezerro', 'raca_bezerro'],
  ['sexoBezerro', 'sexo_bezerro'],
  ['inducaoPuberdade', 'inducao_puberdade'],
  ['metodoInducaoPuberdade', 'metodo_inducao_puberdade'],
  ['suplementacao', 'suplementacao'],
  ['momentoSuplementacaoNovilhas', 'momento_suplementacao_novilhas'],
  ['momentoSuplementacaoVacas', 'momento_suplementacao_vacas'],
] as const satisfies readonly (readonly [keyof ReturnType<typeof BATCH_LABELS> & keyof Lote, string])[];

const batchKey = (field: string) => `lote${field.charAt(0).toUpperCase()}${field.slice(1)}`;

const BATCH_COLUMNS: readonly ExportColumn[] = [
  batchColumn(
    {
      key: 'loteResponsavel',
      bi: 'lote_responsavel',
      from: ['lotes.usuarioId'],
      value: (r) => r.nameOf('usuarios', r.batch.usuarioId),
    },
    () => BATCH_LABELS().usuarioId,
  ),
  batchColumn(
    {
      key: 'loteHoraManejo',
      bi: 'lote_hora_manejo',
      from: ['lotes.horaManejo'],
      value: (r) => text(r.batch.horaManejo),
    },
    () => BATCH_LABELS().horaManejo,
  ),
  batchColumn(
    {
      key: 'loteInicioPartos',
      bi: 'lote_inicio_partos',
      from: ['lotes.dataPartosInicio'],
      numFmt: EXPORT_NUMBER_FORMATS.date,
      value: (r) => day(r.batch.dataPartosInicio),
    },
    () => BATCH_LABELS().dataPartosInicio,
  ),
  batchColumn(
    {
      key: 'loteFimPartos',
      bi: 'lote_fim_partos',
      from: ['lotes.dataPartosFim'],
      numFmt: EXPORT_NUMBER_FORMATS.date,
      value: (r) => day(r.batch.dataPartosFim),
    },
    () => BATCH_LABELS().dataPartosFim,
  ),
  batchColumn(
    {
      key: 'loteMineral',
      bi: 'lote_mineral',
      from: ['lotes.mineral'],
      value: (r) => text(r.batch.mineral),
    },
    () => BATCH_LABELS().mineral,
  ),
  ...BATCH_LIST_FIELDS.map(([field, bi]) =>
    batchColumn(
      {
        key: batchKey(field),
        bi: `lote_${bi}`,
        from: [`lotes.${field}`],
        value: (r) => listed(r, r.batch[field]),
      },
      () => BATCH_LABELS()[field],
    ),
  ),
  batchColumn(
    {
      key: 'loteTipoResync',
      bi: 'lote_tipo_ressinc',
      from: ['lotes.tipoResync'],
      value: (r) => listed(r, r.batch.tipoResync),
    },
    () => exportHeading('loteTipoResync'),
  ),
  batchColumn(
    {
      key: 'loteDiaInicioResync',
      bi: 'lote_dia_d0_ressinc',
      from: ['lotes.diaInicioResync'],
      value: (r) => listed(r, r.batch.diaInicioResync),
    },
    () => exportHeading('loteDiaInicioResync'),
  ),
];

/** The cow's columns, in the sheet's order; each key names its heading (messages/spreadsheets). */
const COW_COLUMNS = [
  { key: 'fazenda', bi: 'fazenda', from: [], value: (r) => r.farm },
  {
    key: 'retiro',
    bi: 'retiro',
    from: [],
    value: (r) => (r.corral === 'DEFAULT' ? '-' : r.corral),
  },
  { key: 'lote', bi: 'lote', from: ['lotes.nomeLote'], value: (r) => r.batch.nomeLote },
  {
    key: 'protocolo',
    bi: 'protocolo',
    from: ['lotes.protocoloId'],
    value: (r) => text(r.protocol?.name),
  },
  {
    key: 'rodada',
    bi: 'rodada_iatf',
    from: ['d0s.iatf'],
    numFmt: EXPORT_NUMBER_FORMATS.integer,
    value: (r) => (r.cow.iatf ?? 0) + 1,
  },
  {
    key: 'codVaca',
    bi: 'id_matriz',
    from: ['d0s.codVaca'],
    value: (r) => text(r.cow.codVaca),
  },
  {
    key: 'codLeitorBastao',
    bi: 'id_bastao',
    from: ['d0s.codLeitorBastao'],
    value: (r) => text(r.cow.codLeitorBastao),
  },
  {
    key: 'racaMatriz',
    bi: 'raca',
    from: ['d0s.racaMatriz'],
    value: (r) => listed(r, r.cow.racaMatriz),
  },
  {
    key: 'ordemMatriz',
    bi: 'ordem',
    from: ['d0s.ordemMatriz'],
    value: (r) => listed(r, r.cow.ordemMatriz),
  },
  {
    key: 'idade',
    bi: 'idade',
    from: ['d0s.idade_Nov_Pri'],
    value: (r) => listed(r, r.cow.idade_Nov_Pri),
  },
  {
    key: 'dataParto',
    bi: 'data_parto',
    from: ['d0s.dataPartoIndividual'],
    numFmt: EXPORT_NUMBER_FORMATS.date,
    value: (r) => day(r.cow.dataPartoIndividual),
  },
  {
    key: 'racaBezerro',
    bi: 'raca_bezerro',
    from: ['d0s.racaBezerro'],
    value: (r) => listed(r, r.cow.racaBezerro),
  },
  {
    key: 'sexoBezerro',
    bi: 'sexo_bezerro',
    from: ['d0s.sexoBezerro'],
    value: (r) => listed(r, r.cow.sexoBezerro),
  },
  {
    key: 'eccD0',
    bi: 'ecc_d0',
    from: ['d0s.ecc'],
    numFmt: EXPORT_NUMBER_FORMATS.score,
    value: (r) => score(r.lookup.valorOf(r.cow.ecc)),
  },
  {
    key: 'peso',
    bi: 'peso_kg',
    from: ['d0s.peso_EM'],
    numFmt: EXPORT_NUMBER_FORMATS.integer,
    value: (r) => amount(r.cow.peso_EM),
  },
  {
    // The weight typed on D0 Resync or DG/D0 ('Peso Inicial (kg)' on the D0 Resync screen), on the resync round's row.
    key: 'pesoInicial',
    bi: 'peso_inicial_kg',
    from: ['d0s.peso_d0resync'],
    numFmt: EXPORT_NUMBER_FORMATS.decimal,
    value: (r) => amount(r.cow.peso_d0resync),
  },
  {
    key: 'clD0',
    bi: 'presenca_cl_d0',
    from: ['d0s.clD0'],
    value: (r) => listed(r, r.cow.clD0),
  },
  {
    key: 'dispositivo',
    bi: 'dispositivo',
    from: ['d0s.dispositivoIntravaginal'],
    value: (r) => listed(r, r.cow.dispositivoIntravaginal),
  },
  {
    key: 'usoDispositivo',
    bi: 'uso_dispositivo',
    from: ['d0s.numero_Uso_Disp'],
    value: (r) => listed(r, r.cow.numero_Uso_Disp),
  },
  {
    key: 'responsavel',
    bi: 'responsavel',
    from: ['d0s.responsavelId'],
    value: (r) => r.nameOf('usuarios', r.cow.responsavelId),
  },
  {
    key: 'observacaoD0',
    bi: 'observacao_d0',
    from: ['d0s.observacaoD0'],
    value: (r) => note(r.cow.observacaoD0),
  },
  {
    key: 'observacaoDn',
    bi: 'observacoes_dn',
    from: ['dns.observacao', 'dns.dia'],
    value: dnNotes,
  },
  {
    key: 'dataD0',
    bi: 'data_d0',
    from: ['lotes.dataIatf'],
    numFmt: EXPORT_NUMBER_FORMATS.date,
    value: (r) => day(r.batch.dataIatf),
  },
  {
    // Derived: the D0 date plus the protocol's IATF day.
    key: 'dataIatf',
    bi: 'data_iatf',
    from: [],
    numFmt: EXPORT_NUMBER_FORMATS.date,
    value: (r) => day(r.iatfDay),
  },
  {
    key: 'touro',
    bi: 'touro',
    from: ['iatfs.touroId'],
    value: (r) => r.nameOf('touros', r.iatf?.touroId),
  },
  {
    key: 'partida',
    bi: 'partida',
    from: ['iatfs.partidaId'],
    value: (r) => r.nameOf('partidas', r.iatf?.partidaId),
  },
  {
    key: 'inseminador',
    bi: 'inseminador',
    from: ['iatfs.usuarioId'],
    value: (r) => r.nameOf('usuarios', r.iatf?.usuarioId),
  },
  {
    key: 'eccIatf',
    bi: 'ecc_iatf',
    from: ['iatfs.ecc'],
    numFmt: EXPORT_NUMBER_FORMATS.score,
    value: (r) => score(r.lookup.valorOf(r.iatf?.ecc)),
  },
  {
    key: 'cio',
    bi: 'cio',
    from: ['iatfs.cioRetirada'],
    value: (r) => listed(r, r.iatf?.cioRetirada),
  },
  { key: 'gnrh', bi: 'gnrh', from: ['iatfs.gnhr'], value: (r) => listed(r, r.iatf?.gnhr) },
  {
    key: 'temperamento',
    bi: 'temperamento',
    from: ['iatfs.temperamento'],
    value: (r) => listed(r, r.iatf?.temperamento),
  },
  {
    key: 'observacaoIatf',
    bi: 'observacao_iatf',
    from: ['iatfs.observacao'],
    value: (r) => note(r.iatf?.observacao),
  },
  {
    key: 'dg',
    bi: 'diagnostico_dg',
    from: ['d0s.condicaoDG'],
    value: (r) => listed(r, r.cow.condicaoDG),
  },
  {
    key: 'dataDg',
    bi: 'data_dg',
    from: ['d0s.dataDg'],
    numFmt: EXPORT_NUMBER_FORMATS.date,
    value: (r) => day(r.cow.dataDg),
  },
  {
    key: 'tipoPrenhe',
    bi: 'tipo_prenhez',
    from: ['d0s.tipoPrenhe'],
    value: (r) => listed(r, r.cow.tipoPrenhe),
  },
  {
    key: 'diasGestacaoTouro',
    bi: 'dias_gestacao_touro',
    from: ['d0s.diasGestacaoTouro'],
    numFmt: EXPORT_NUMBER_FORMATS.integer,
    value: (r) => amount(r.cow.diasGestacaoTouro),
  },
  {
    key: 'cl',
    bi: 'presenca_cl',
    from: ['d0s.clVazia'],
    value: (r) => listed(r, r.cow.clVazia),
  },
  {
    key: 'eccDg',
    bi: 'ecc_dg',
    from: ['d0s.eccDG'],
    numFmt: EXPORT_NUMBER_FORMATS.score,
    value: (r) => score(r.lookup.valorOf(r.cow.eccDG)),
  },
  {
    key: 'observacaoDg',
    bi: 'observacao_dg',
    from: ['d0s.observacaoDG'],
    value: (r) => note(r.cow.observacaoDG),
  },
  {
    key: 'dgFinal',
    bi: 'diagnostico_dg_final',
    from: ['d0s.condicaoDGFinal'],
    value: (r) => listed(r, r.cow.condicaoDGFinal),
  },
  {
    key: 'dataDgFinal',
    bi: 'data_dg_final',
    from: ['d0s.dataDgFinal'],
    numFmt: EXPORT_NUMBER_FORMATS.date,
    value: (r) => day(r.cow.dataDgFinal),
  },
  {
    key: 'tipoPrenheFinal',
    bi: 'tipo_prenhez_dg_final',
    from: ['d0s.tipoPrenheFinal'],
    value: (r) => listed(r, r.cow.tipoPrenheFinal),
  },
  {
    key: 'clFinal',
    bi: 'presenca_cl_dg_final',
    from: ['d0s.clFinal'],
    value: (r) => listed(r, r.cow.clFinal),
  },
  {
    key: 'eccDgFinal',
    bi: 'ecc_dg_final',
    from: ['d0s.ecC_Final'],
    numFmt: EXPORT_NUMBER_FORMATS.score,
    value: (r) => score(r.lookup.valorOf(r.cow.ecC_Final)),
  },
  {
    key: 'pesoBezerro',
    bi: 'peso_bezerro_kg',
    from: ['d0s.pesoBezerro'],
    numFmt: EXPORT_NUMBER_FORMATS.decimal,
    value: (r) => amount(r.cow.pesoBezerro),
  },
  {
    key: 'observacaoDgFinal',
    bi: 'observacao_dg_final',
    from: ['d0s.observacao_DG_Final'],
    value: (r) => note(r.cow.observacao_DG_Final),
  },
  {
    key: 'perdaGestacao',
    bi: 'perda_gestacional',
    from: [],
    // The DG Final rule on the two conditions, as the screen and the report apply it (never a stale flag).
    value: (r) => isGestationLoss(r.cow.condicaoDG, r.cow.condicaoDGFinal, r.lookup),
  },
  {
    key: 'diasGestacao',
    bi: 'dias_gestacao',
    from: [],
    numFmt: EXPORT_NUMBER_FORMATS.integer,
    // The DG Final row's figure on the export's day (one function: gestationFigures), for a cow pregnant now.
    value: (r) => gestationOf(r)?.days ?? null,
  },
  {
    key: 'partoPrevisto',
    bi: 'parto_previsto',
    from: [],
    numFmt: EXPORT_NUMBER_FORMATS.date,
    value: (r) => day(gestationOf(r)?.calving),
  },
  {
    key: 'prenhe',
    bi: 'prenhe',
    from: [],
    // The round's result as every rate counts it; empty while the round has no diagnosis.
    value: (r) => {
      const outcome = roundOutcome(r.cow, r.lookup);
      return outcome.diagnosed ? outcome.pregnant : null;
    },
  },
] as const satisfies readonly (ColumnDef & { key: ExportHeadingKey })[];

export const EXPORT_COLUMNS: readonly ExportColumn[] = [...COW_COLUMNS.map(headed), ...BATCH_COLUMNS];

const BOOKKEEPING = 'sync bookkeeping (id, times, deletion, priority), no datum of its own';

/**
 * The recorded fields no column carries, each with its reason. A field added to a record (entities/) fails
 * exports/columns.test.ts until it is given a column or a line here: nothing a screen records is left out of the
 * exports by forgetting.
 */
export const NOT_EXPORTED: Readonly<Partial<Record<RecordField, string>>> = {
  ...Object.fromEntries(
    (['d0s', 'iatfs', 'dns', 'lotes'] as const).flatMap((entity) =>
      ['id', 'created', 'updated', 'isDeleted', 'priority'].map((field) => [
        `${entity}.${field}`,
        BOOKKEEPING,
      ]),
    ),
  ),
  // The cow.
  'd0s.loteId': 'link: the row is in its batch, whose name is the Lote column',
  'd0s.perdaGestacao':
    'derived: Perda gestacional recomputes it from the DG and DG Final conditions, as the screen and the report',
  'd0s.dzeroPai': 'link of the resync chain: Rodada IATF numbers the round',
  'd0s.dzeroOriginal': 'link of the resync chain: Rodada IATF numbers the round',
  'd0s.dataProcesso': 'stamp of a D0 Resync save (when it was saved), not typed',
  'd0s.omit_from_dg_final': 'derived at DG finalize; decides which diagnosis the Prenhe column counts',
  'd0s.observacaoDN':
    "a copy of the last DN record's observation; the observacaoDn column lists every DN day's",
  // The insemination and the DN day.
  'iatfs.vacaId': 'link: the IATF is on its cow’s row',
  'iatfs.loteId': 'link: the IATF is on its cow’s row',
  'dns.vacaId': 'link: the DN days are on their cow’s row',
  'dns.loteId': 'link: the DN days are on their cow’s row',
  // The batch: its progress, locks and links, which the app sets as the season goes.
  'lotes.retiroId': 'link: the Retiro column names it',
  'lotes.parentBatch': 'link of the resync chain: Rodada IATF numbers the round',
  'lotes.originalBatch': 'link of the resync chain: Rodada IATF numbers the round',
  'lotes.isResync': 'derived: a resync batch’s rows have Rodada IATF above 1',
  'lotes.isPrecoce': 'derived from the resync type (loteTipoResync)',
  'lotes.iatfCount': 'derived: Rodada IATF',
  'lotes.isFinalize': 'progress of the season (which step is done)',
  'lotes.pastDG': 'progress of the season (which step is done)',
  'lotes.pastDGFinal': 'progress of the season (which step is done)',
  'lotes.processoAtual': 'progress of the season (which step is done)',
  'lotes.dias': 'progress of the season (which step is done)',
  'lotes.lastDoneDay': 'progress of the season (which step is done)',
  'lotes.nextDay': 'progress of the season (which step is next)',
  'lotes.matrizBloqueada': 'lock while a cow’s inclusion is incomplete',
  'lotes.reservedBy': 'lock: who holds the batch on a device',
};

/** The gestation the DG Final row shows for this cow, on the export's day; null when she is not pregnant. */
function gestationOf(r: ExportContext) {
  return r.protocol ? cowGestation(r.cow, r.batch, r.protocol, r.today, r.lookup) : null;
}

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
