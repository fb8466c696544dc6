// Push identity storage: per (user, device) the last sequence
// applied and a compact form of its answer, so a retried call gets that answer and an older one is refused.
import type { PushRequest, PushResponse } from '@gestar/domain/entities/sync';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { LOCALES } from '@gestar/domain/i18n/locales';
import { PROTOCOL_DELETE_NOT_ALLOWED } from '@gestar/domain/messages/protocols';
import {
  CATALOG_FORBIDDEN,
  FARM_FORBIDDEN,
  FARM_OWNER_ONLY,
  MOVE_FORBIDDEN,
  type ParentKind,
  PROTOCOL_FORBIDDEN,
  parentMissing,
  READ_ONLY_PROFILE,
  REASON_NOT_KEPT,
  referenceForbidden,
  referenceNotInFarm,
  STEP_RECORD_EXISTS,
  UNSTORABLE_RECORD_TEXT,
  USER_NOT_MANAGED,
} from '@gestar/domain/messages/server';
import { RESYNC_ALREADY_EXISTS } from '@gestar/domain/messages/validation';
import { sql } from 'kysely';
import type { loose } from '../../db/rows.ts';

type Executor = Parameters<typeof loose>[0];

/**
 * Device databases remembered per user; the least recently used beyond this is forgotten. A person uses a few
 * phones and browsers; only a broken or hostile client makes a new `clientId` per call, and it must not grow
 * the table (1,000 pushes with fresh ids stored 1,000 answers).
 */
export const MAX_CLIENTS_PER_USER = 20;

/**
 * How long a call's answer is kept for a retry. A device re-sends an unanswered call at its next sync, and a
 * phone in the field can stay offline for weeks: 30 days covers that. Past it the answer is dropped but the
 * sequence kept, so the same call again (or an older one) is refused 409 like a stale one: the device then
 * drops that call and pushes its still-dirty records in a new one (apps/web/src/sync/push.ts resendPending).
 */
export const RETRY_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** A reason that is not a fixed message is kept this long at most ('…' marks the cut). */
export const MAX_STORED_REASON_CHARS = 200;
/** Distinct non-fixed reasons kept per answer; the others are answered REASON_NOT_KEPT on a retry. */
export const MAX_STORED_REASON_TEXTS = 20;
/** Rejected ids are whatever the device sent; real ones are UUIDs (36 characters). */
const MAX_STORED_ID_CHARS = 100;

/** A retry's reason for a record whose original (non-fixed, beyond MAX_STORED_REASON_TEXTS) text was not kept. */
export { REASON_NOT_KEPT };

const PARENT_KINDS: readonly ParentKind[] = ['fazenda', 'retiro', 'lote', 'touro'];

/**
 * The fixed reasons a push answers, by a short code that is stored instead of the text. Codes are stored for
 * RETRY_WINDOW_DAYS across upgrades: never reuse one for another meaning (a removed code decodes as
 * REASON_NOT_KEPT); a reworded text simply answers the new wording. A code is read back in the language of
 * whoever reads the answer again, which need not be the language it was refused in.
 */
export const FIXED_REASONS: ReadonlyMap<string, () => string> = new Map<string, () => string>([
  ['ro', READ_ONLY_PROFILE],
  ['ut', UNSTORABLE_RECORD_TEXT],
  ['mv', MOVE_FORBIDDEN],
  ['ff', FARM_FORBIDDEN],
  ['fo', FARM_OWNER_ONLY],
  ['pp', PROTOCOL_FORBIDDEN],
  ['pd', PROTOCOL_DELETE_NOT_ALLOWED],
  ['cf', CATALOG_FORBIDDEN],
  ['um', USER_NOT_MANAGED],
  ['se', STEP_RECORD_EXISTS],
  ['ra', RESYNC_ALREADY_EXISTS],
  ...PARENT_KINDS.map((kind): [string, () => string] => [`pm-${kind}`, () => parentMissing(kind)]),
]);

/** Fixed reasons naming a field: stored as `code:field` (a field name is short and plain). */
const FIELD_REASONS: ReadonlyMap<string, (field: string) => string> = new Map([
  ['rf', referenceForbidden],
  ['rn', referenceNotInFarm],
]);

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

type Recognisers = {
  codeOf: ReadonlyMap<string, string>;
  fieldTemplates: readonly { code: string; head: string; tail: string }[];
};

let recognisers: Recognisers | undefined;

/**
 * Every fixed reason's text in every language, to its code: a push is refused in its writer's language (the
 * request's), so a Spanish refusal must be stored as a code as well as a Portuguese one. Built on first use, never
 * at module load (the catalogues do not change while the server runs).
 */
function recognisersOf(): Recognisers {
  recognisers ??= {
    codeOf: new Map(
      LOCALES.flatMap((locale) =>
        inLocale(locale, () => [...FIXED_REASONS].map(([code, text]): [string, string] => [text(), code])),
      ),
    ),
    fieldTemplates: LOCALES.flatMap((locale) =>
      inLocale(locale, () =>
        [...FIELD_REASONS].map(([code, build]) => {
          const [head = '', tail = ''] = build('\u0000').split('\u0000');
          return { code, head, tail };
        }),
      ),
    ),
  };
  return recognisers;
}

/** The code of a fixed reason (in any language), or undefined for any other text. */
export function reasonCode(motivo: string): string | undefined {
  const { codeOf, fieldTemplates } = recognisersOf();
  const code = codeOf.get(motivo);
  if (code !== undefined) return code;
  for (const { code: prefix, head, tail } of fieldTemplates) {
    if (motivo.length < head.length + tail.length) continue;
    if (!motivo.startsWith(head) || !motivo.endsWith(tail)) continue;
    const field = motivo.slice(head.length, motivo.length - tail.length);
    if (FIELD_NAME.test(field)) return `${prefix}:${field}`;
  }
  return undefined;
}

/** The text of a code reasonCode gave, in the current language, or undefined for a code this build does not know. */
export function reasonText(code: string): string | undefined {
  const fixed = FIXED_REASONS.get(code);
  if (fixed !== undefined) return fixed();
  const colon = code.indexOf(':');
  const build = colon > 0 ? FIELD_REASONS.get(code.slice(0, colon)) : undefined;
  const field = code.slice(colon + 1);
  return build && FIELD_NAME.test(field) ? build(field) : undefined;
}

/**
 * The stored answer: applied ids with their revision; rejected ids with a reasonCode, an index into `t` (other
 * reasons, each once, cut to MAX_STORED_REASON_CHARS), or -1 (not kept). About 45 bytes a record, so at most
 * ~50 KB for MAX_PUSH_RECORDS. An applied record's `registro` is not kept: a retry's answer is brought up to
 * date from the rows as they are then (push.ts).
 */
type StoredAnswer = {
  s: boolean;
  a: [id: string, rev: number][];
  r: [id: string | null, reason: string | number][];
  t: string[];
};

export function encodeAnswer(answer: PushResponse): string {
  const texts = new Map<string, number>();
  const reasonOf = (motivo: string): string | number => {
    const code = reasonCode(motivo);
    if (code !== undefined) return code;
    const text = cut(motivo, MAX_STORED_REASON_CHARS);
    const known = texts.get(text);
    if (known !== undefined) return known;
    if (texts.size >= MAX_STORED_REASON_TEXTS) return -1;
    texts.set(text, texts.size);
    return texts.size - 1;
  };
  const stored: StoredAnswer = {
    s: answer.sucesso,
    a: answer.aplicados.map(({ id, rev }) => [id, rev]),
    r: answer.rejeitados.map(({ id, motivo }) => [
      id === null ? null : cut(id, MAX_STORED_ID_CHARS),
      reasonOf(motivo),
    ]),
    t: [...texts.keys()],
  };
  return JSON.stringify(stored);
}

/**
 * The answer encodeAnswer stored, rebuilt: the very same one (without `registro`) when every reason was fixed,
 * or one of the first MAX_STORED_REASON_TEXTS others and not longer than MAX_STORED_REASON_CHARS.
 */
export function decodeAnswer(text: string): PushResponse {
  const parsed = JSON.parse(text) as StoredAnswer | PushResponse;
  // Rows written before answers were stored encoded hold the whole answer; they leave with the retry window.
  if ('sucesso' in parsed) return parsed;
  return {
    sucesso: parsed.s,
    aplicados: parsed.a.map(([id, rev]) => ({ id, rev })),
    rejeitados: parsed.r.map(([id, reason]) => ({
      id,
      motivo: (typeof reason === 'number' ? parsed.t[reason] : reasonText(reason)) ?? REASON_NOT_KEPT(),
    })),
  };
}

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  // Never half of a surrogate pair.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

export type ClientState =
  | { kind: 'first' }
  | { kind: 'new' }
  | { kind: 'retry'; answer: PushResponse }
  | { kind: 'stale' };

/**
 * Where this call stands among the device's calls. The same sequence again is a retry (its first answer, with
 * nothing changed); a lower one is a late or duplicated older call, refused so it cannot overwrite what a newer
 * call of the device wrote (see DECISIONS.md); a higher one is new. 'first' means the device has no row yet.
 * The same sequence past the retry window, its answer gone, is refused as stale too (see RETRY_WINDOW_DAYS).
 */
export async function readClient(
  trx: Executor,
  usuarioId: string,
  request: PushRequest,
): Promise<ClientState> {
  const row = await trx
    .selectFrom('sync_clients')
    .select(['lastSeq', 'lastAnswer', 'at'])
    .where('usuarioId', '=', usuarioId)
    .where('clientId', '=', String(request.clientId))
    .executeTakeFirst();
  if (!row) return { kind: 'first' };
  const seq = Number(request.pushSeq);
  const last = Number(row.lastSeq);
  if (seq > last) return { kind: 'new' };
  if (seq < last || row.lastAnswer === '' || row.at < retryCutoff(Date.now())) return { kind: 'stale' };
  return { kind: 'retry', answer: decodeAnswer(row.lastAnswer) };
}

/**
 * Records the device's call and its answer (compact, see encodeAnswer). A device seen for the first time may
 * push the user's least recently used ones out (MAX_CLIENTS_PER_USER), and every save drops the answers older
 * than the retry window, anyone's (an indexed range that is empty most times: no schedule needed).
 *
 * A forgotten device is 'first' again: its late call is applied instead of refused, as calls without an
 * identity always are. That is acceptable: pushes merge field by field over `_baseRev` and keep every
 * overwritten value in record_history, so nothing is lost, at worst an old edit wins over a newer one; and
 * only a user with more than MAX_CLIENTS_PER_USER devices more recent than that one can get there.
 */
export async function saveClient(
  trx: Executor,
  usuarioId: string,
  clientId: string,
  seq: number,
  answer: PushResponse,
  exists: boolean,
): Promise<void> {
  const now = Date.now();
  const values = { lastSeq: seq, lastAnswer: encodeAnswer(answer), at: new Date(now).toISOString() };
  if (exists) {
    await trx
      .updateTable('sync_clients')
      .set(values)
      .where('usuarioId', '=', usuarioId)
      .where('clientId', '=', clientId)
      .execute();
  } else {
    await trx
      .insertInto('sync_clients')
      .values({ usuarioId, clientId, ...values })
      .execute();
    await forgetOldClients(trx, usuarioId);
  }
  await dropExpiredAnswers(trx, now);
}

/** Deletes the user's clients beyond the MAX_CLIENTS_PER_USER most recent (by `at`, then `clientId`). */
async function forgetOldClients(trx: Executor, usuarioId: string): Promise<void> {
  const last = await trx
    .selectFrom('sync_clients')
    .select(['at', 'clientId'])
    .where('usuarioId', '=', usuarioId)
    .orderBy('at', 'desc')
    .orderBy('clientId', 'desc')
    .limit(1)
    .offset(MAX_CLIENTS_PER_USER - 1)
    .executeTakeFirst();
  if (!last) return;
  await trx
    .deleteFrom('sync_clients')
    .where('usuarioId', '=', usuarioId)
    .where((eb) =>
      eb.or([eb('at', '<', last.at), eb.and([eb('at', '=', last.at), eb('clientId', '<', last.clientId)])]),
    )
    .execute();
}

/** Empties the answers saved before the retry window (migration 0008's partial index finds them). */
export async function dropExpiredAnswers(trx: Executor, now: number): Promise<void> {
  await trx
    .updateTable('sync_clients')
    .set({ lastAnswer: '' })
    // Written literally, as in the index's definition, so both databases see the index applies.
    .where(sql<boolean>`"lastAnswer" <> ''`)
    .where('at', '<', retryCutoff(now))
    .execute();
}

function retryCutoff(now: number): string {
  return new Date(now - RETRY_WINDOW_DAYS * DAY_MS).toISOString();
}
