import type { PullKey } from '@gestar/domain/entities/sync';
import { currentLocale } from '@gestar/domain/i18n/current-locale';
import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import { DOMAIN_VALUE_FIELDS } from '@gestar/domain/lists/domain-value-fields';
import { REPLACED_STEP_LABELS, replacedFieldLabels } from '@gestar/domain/messages/labels/replaced-values';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import {
  REPLACED_BLANK,
  REPLACED_BY_UNKNOWN,
  REPLACED_BY_UNNAMED,
  REPLACED_COW_WITHOUT_CODE,
  REPLACED_NO,
  REPLACED_UNKNOWN_RECORD,
  REPLACED_YES,
  replacedBatch,
  replacedBull,
  replacedBy,
  replacedCorral,
  replacedCow,
  replacedFarm,
  replacedProtocol,
  replacedSemen,
} from '@gestar/domain/messages/replaced-values';
import { displayText, formatDate, formatDateTime, formatEcc } from '@gestar/domain/rules/display';
import { partidaDay, partidaLabel } from '@gestar/domain/rules/forms/partida-form';
import type { GestarDb, ReplacedValueRow } from '../local-db/database.ts';

/** One value of a notice as a person reads it. */
export type ReplacedLine = { field: string; label: string; mine: string; kept: string };

/** A notice as the strip and the panel show it. */
export type ReplacedView = {
  id: string;
  /** 'Vaca TD01 · Lote Dois DG', 'Fazenda Boa Vista'… */
  subject: string;
  /** 'DG', 'DG Final', 'IATF', 'DN (D8)'… */
  step: string;
  lines: ReplacedLine[];
  /** 'Gravado por Maria Souza em 10/03/2025 10:30'. */
  byLine: string;
};

type Loose = Record<string, unknown>;

const ECC_TYPE = domainTypeId('ecc');
const domainFields = DOMAIN_VALUE_FIELDS as Partial<Record<PullKey, readonly string[]>>;

/** Fields naming a user, a bull, a lot or a protocol, by entity. */
const REFERENCES: Partial<Record<PullKey, Readonly<Record<string, PullKey>>>> = {
  d0s: { responsavelId: 'usuarios' },
  iatfs: { usuarioId: 'usuarios', touroId: 'touros', partidaId: 'partidas' },
  lotes: { usuarioId: 'usuarios', protocoloId: 'protocolos' },
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

async function recordOf(db: GestarDb, key: PullKey, id: unknown): Promise<Loose | undefined> {
  if (typeof id !== 'string' || id === '') return undefined;
  return (await db.table<Loose, string>(key).get(id)) ?? undefined;
}

function nameOf(key: PullKey, record: Loose): string {
  if (key === 'usuarios') return String(record.nomeCompleto ?? '');
  if (key === 'protocolos') return String(record.name ?? '');
  if (key === 'partidas')
    return partidaLabel({
      data: typeof record.data === 'string' ? record.data : null,
      codigo: typeof record.codigo === 'string' ? record.codigo : null,
    });
  return String(record.nome ?? '');
}

/** A value as the screens show it: list labels, names, DD/MM/YYYY, Sim/Não; empty is 'em branco'. */
export async function readableValue(
  db: GestarDb,
  entity: PullKey,
  field: string,
  value: unknown,
): Promise<string> {
  if (value === null || value === undefined || value === '') return REPLACED_BLANK();
  if (typeof value === 'boolean') return value ? REPLACED_YES() : REPLACED_NO();
  if (typeof value === 'number') return value.toLocaleString(currentLocale());
  if (typeof value !== 'string') return JSON.stringify(value);
  if (domainFields[entity]?.includes(field)) {
    const listed = await recordOf(db, 'valorDominios', value);
    if (!listed) return value;
    return listed.tipoDominioId === ECC_TYPE
      ? formatEcc(String(listed.valor))
      : domainValueLabel(String(listed.valor));
  }
  const reference = REFERENCES[entity]?.[field];
  if (reference) {
    const named = await recordOf(db, reference, value);
    return (named && nameOf(reference, named)) || REPLACED_BY_UNNAMED();
  }
  if (entity === 'partidas' && field === 'data') return formatDate(partidaDay(value)) || value;
  if (ISO_DAY.test(value)) return formatDate(value);
  if (ISO_INSTANT.test(value)) return formatDateTime(value) || value;
  return displayText(value) || REPLACED_BLANK();
}

function cowCode(cow: Loose | undefined): string {
  const code = cow?.codVaca ?? cow?.codLeitorBastao;
  return typeof code === 'string' && code.trim() !== '' ? code : REPLACED_COW_WITHOUT_CODE();
}

async function batchName(db: GestarDb, loteId: unknown): Promise<string> {
  const batch = await recordOf(db, 'lotes', loteId);
  return typeof batch?.nomeLote === 'string' ? batch.nomeLote : '';
}

/** Which record: the cow and her batch for a cow's records, else the registration's name. */
async function subjectOf(db: GestarDb, row: ReplacedValueRow): Promise<string> {
  const record = await recordOf(db, row.entity, row.recordId);
  if (!record) return REPLACED_UNKNOWN_RECORD();
  switch (row.entity) {
    case 'd0s':
      return replacedCow(cowCode(record), await batchName(db, record.loteId));
    case 'iatfs':
    case 'dns':
      return replacedCow(
        cowCode(await recordOf(db, 'd0s', record.vacaId)),
        await batchName(db, record.loteId),
      );
    case 'lotes':
      return replacedBatch(String(record.nomeLote ?? ''));
    case 'fazendas':
      return replacedFarm(String(record.nome ?? ''));
    case 'retiros':
      return replacedCorral(String(record.nome ?? ''));
    case 'protocolos':
      return replacedProtocol(String(record.name ?? ''));
    case 'touros':
      return replacedBull(String(record.nome ?? ''));
    case 'partidas':
      return replacedSemen(nameOf('partidas', record));
    default:
      return REPLACED_UNKNOWN_RECORD();
  }
}

/** The step's name; a DN notice names its day ('DN (D8)'). */
async function stepOf(db: GestarDb, row: ReplacedValueRow): Promise<string> {
  const label = REPLACED_STEP_LABELS()[row.step];
  if (row.entity !== 'dns') return label;
  const record = await recordOf(db, 'dns', row.recordId);
  const day = await recordOf(db, 'valorDominios', record?.dia);
  return day ? `${label} (${String(day.valor)})` : label;
}

/** Notices as a person reads them, in the order given. */
export async function describeReplaced(
  db: GestarDb,
  rows: readonly ReplacedValueRow[],
): Promise<ReplacedView[]> {
  return Promise.all(
    rows.map(async (row) => {
      const author = row.by === null ? undefined : await recordOf(db, 'usuarios', row.by);
      const who =
        row.by === null
          ? REPLACED_BY_UNKNOWN()
          : (author && nameOf('usuarios', author)) || REPLACED_BY_UNNAMED();
      const lines = await Promise.all(
        row.fields.map(async ({ field, mine, kept }) => ({
          field,
          label: replacedFieldLabels(row.entity)?.[field] ?? field,
          mine: await readableValue(db, row.entity, field, mine),
          kept: await readableValue(db, row.entity, field, kept),
        })),
      );
      return {
        id: row.id,
        subject: await subjectOf(db, row),
        step: await stepOf(db, row),
        lines,
        byLine: replacedBy(who, formatDateTime(row.writtenAt ?? row.seenAt)),
      };
    }),
  );
}
