// The handling receipt every finalize produces (spec §1, §9: 'Comprovante de manejo {tipo} - {lote} - {fazenda}
// - {timestamp}', extension .gestar): the batches and the cow records the step wrote, and a SHA-256 of their
// canonical JSON so the administrator's proof screen can show a later upload is unaltered.
//
// Languages: the file's name is readable, in the language of whoever finalizes. The hashed content is not: its
// `tipo` is a fixed code (receiptType) and its records hold stored values (pt-BR list texts, observations such as
// OBS_EDITED_AFTER_D0), never a text read from the catalogues, so the same handling gives the same bytes and the
// same hash whatever the language, and a receipt made in Spanish verifies like any other.
import { RECEIPT_NAME_PREFIX } from '../messages/management.ts';
import { RECEIPT_TYPE_LABELS } from '../messages/receipts.ts';
import { DISPLAY_TIME_ZONE } from '../rules/display.ts';

export const RECEIPT_EXTENSION = '.gestar';
export const RECEIPT_VERSION = 1;

export type ReceiptContent = {
  versao: number;
  /** 'D0', 'D0/IATF', 'DN', 'IATF'. */
  tipo: string;
  /** ISO instant of the finalize. */
  geradoEm: string;
  /** The user who finalized. */
  usuarioId: string;
  lotes: Record<string, unknown>[];
  d0s: Record<string, unknown>[];
  dns?: Record<string, unknown>[];
  iatfs?: Record<string, unknown>[];
};

export type Receipt = { conteudo: ReceiptContent; sha256: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// Client-only bookkeeping (`_status`, `_changed`, `_rev`) says nothing about the handling and differs between
// devices; undefined is not JSON. Both are left out so the same records always give the same bytes.
function canonicalValue(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : canonicalValue(item)));
  if (typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (key.startsWith('_') || item === undefined) continue;
      out[key] = canonicalValue(item);
    }
    return out;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return String(value);
}

/** JSON with every object's keys sorted and no whitespace: one text per content, whoever serialises it. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalValue(value));
}

type WebCrypto = { subtle: { digest: (algorithm: string, data: Uint8Array) => Promise<ArrayBuffer> } };
type Encoder = new () => { encode: (text: string) => Uint8Array };

/** SHA-256 of UTF-8 text as lower-case hex, through WebCrypto (browsers and Node 20 alike; no dependency). */
export async function sha256Hex(text: string): Promise<string> {
  const scope = globalThis as unknown as { crypto: WebCrypto; TextEncoder: Encoder };
  const digest = await scope.crypto.subtle.digest('SHA-256', new scope.TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The receipt: content plus the hash of its canonical JSON. */
export async function buildReceipt(content: ReceiptContent): Promise<Receipt> {
  const conteudo = canonicalValue(content) as unknown as ReceiptContent;
  return { conteudo, sha256: await sha256Hex(canonicalJson(conteudo)) };
}

/** True when the receipt's content still hashes to the hash it carries. */
export async function verifyReceipt(receipt: { conteudo?: unknown; sha256?: unknown }): Promise<boolean> {
  if (typeof receipt.sha256 !== 'string' || receipt.conteudo === undefined) return false;
  return (await sha256Hex(canonicalJson(receipt.conteudo))) === receipt.sha256;
}

/** The file's text: pretty for a human who opens it; the hash covers the canonical form, not these bytes. */
export function receiptFileText(receipt: { conteudo: unknown; sha256: string }): string {
  return `${JSON.stringify(receipt, null, 2)}\n`;
}

// Characters no file system accepts in a name ('D0/IATF' would become a folder).
export function safeName(text: string): string {
  return text
    .replace(/[/\\:*?"<>|]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'DD-MM-YYYY HH-MM-SS' in the farms' time zone: a date the user reads as theirs, and a valid file name. */
export function receiptTimestamp(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}-${part('minute')}-${part('second')}`;
}

/**
 * 'Comprovante de manejo D0 - Lote A - Fazenda X - 23-11-2026 15-45-12.gestar', in the reader's language: the
 * prefix and the step's name (receiptTypeLabel) are read now; `tipo` is the content's code.
 */
export function receiptFileName(tipo: string, lote: string, fazenda: string, instant: Date): string {
  const parts = [receiptTypeLabel(tipo), lote, fazenda].map(safeName);
  return `${RECEIPT_NAME_PREFIX()} ${parts.join(' - ')} - ${receiptTimestamp(instant)}${RECEIPT_EXTENSION}`;
}

type ReceiptKind = 'D0' | 'D0IATF' | 'DN' | 'IATF' | 'D0Resync';

/** The codes of the steps, as the spec names them: what the hashed content's `tipo` holds. */
const RECEIPT_TYPE_CODES = {
  d0: 'D0',
  d0Iatf: 'D0/IATF',
  d0Resync: 'D0 Ressinc',
  dn: 'DN',
  iatf: 'IATF',
} as const;

type ReceiptTypeKey = keyof typeof RECEIPT_TYPE_CODES;

const KEY_OF_KIND: Readonly<Record<ReceiptKind, ReceiptTypeKey>> = {
  D0: 'd0',
  D0IATF: 'd0Iatf',
  D0Resync: 'd0Resync',
  DN: 'dn',
  IATF: 'iatf',
};

/**
 * The receipt's type: the step as the spec names it ('D0/IATF', 'D0 Ressinc', a DN's day 'D8'). A fixed code,
 * the same in every language: it goes into the hashed content.
 */
export function receiptType(kind: ReceiptKind, dnDayLabel?: string): string {
  if (kind === 'DN' && dnDayLabel) return dnDayLabel;
  return RECEIPT_TYPE_CODES[KEY_OF_KIND[kind]];
}

/** A receipt type as the reader reads it ('D0 Ressinc' → 'D0 Resinc' in Spanish); other codes (a day, 'DG') as they are. */
export function receiptTypeLabel(tipo: string): string {
  const key = (Object.keys(RECEIPT_TYPE_CODES) as ReceiptTypeKey[]).find(
    (code) => RECEIPT_TYPE_CODES[code] === tipo,
  );
  return key ? RECEIPT_TYPE_LABELS()[key] : tipo;
}
