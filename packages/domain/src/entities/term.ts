import { z } from 'zod';
import { TERM_TITLES as TERM_TITLE_TEXTS } from '../messages/records.ts';
import { baseRecordSchema, fieldsOf, idSchema, instantSchema, nullableText } from './common.ts';

/** C cookies policy, P privacy policy, U end-user licence (spec §3). */
export const TERM_TYPES = ['C', 'P', 'U'] as const;

export const termTypeSchema = z.enum(TERM_TYPES);

export type TermType = z.infer<typeof termTypeSchema>;

/**
 * Titles of the terms dialog, shown in this order (spec §2: cookies, end-user terms, privacy). Each is read when
 * it is shown, in the reader's language.
 */
export const TERM_TITLES: Readonly<Record<TermType, string>> = {
  get C() {
    return TERM_TITLE_TEXTS().C;
  },
  get U() {
    return TERM_TITLE_TEXTS().U;
  },
  get P() {
    return TERM_TITLE_TEXTS().P;
  },
};

/** The title of a term, in the reader's language. */
export function termTitle(tipo: TermType): string {
  return TERM_TITLE_TEXTS()[tipo];
}

export const TERM_DIALOG_ORDER: readonly TermType[] = ['C', 'U', 'P'];

export const termoSchema = baseRecordSchema.extend({
  tipo: termTypeSchema,
  versao: z.int().min(1),
  conteudo: z.string().min(1).max(200_000),
});

export type Termo = z.infer<typeof termoSchema>;

export const termoFields = fieldsOf(termoSchema);

/** One user's acceptance of one version of a term. */
export const termoAceiteSchema = z.object({
  id: idSchema,
  usuarioId: idSchema,
  termoId: idSchema,
  tipo: termTypeSchema,
  versao: z.int().min(1),
  aceitoEm: instantSchema,
  ip: nullableText(45),
});

export type TermoAceite = z.infer<typeof termoAceiteSchema>;

export const termoAceiteFields = fieldsOf(termoAceiteSchema);

/** Body of POST Termo/Aceitar and query of GET Termo/ObterAtivo. */
export const termoAceitarRequestSchema = z.object({ tipo: termTypeSchema });

export type TermoAceitarRequest = z.infer<typeof termoAceitarRequestSchema>;

/** Answer of POST Termo/Aceitar (spec §7: ip, termoID). */
export const termoAceitarResponseSchema = z.object({
  ip: z.string().nullable(),
  termoID: idSchema,
});

export type TermoAceitarResponse = z.infer<typeof termoAceitarResponseSchema>;
