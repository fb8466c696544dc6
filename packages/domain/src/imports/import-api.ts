// The management-data import's calls (spec §4 'Import', §5 'Import'). The spec leaves the
// upload endpoint open: the file goes to the server as base64 inside JSON (like the proof upload), is checked
// and previewed first, then applied whole in one transaction; devices receive the result through sync.
import { z } from 'zod';
import { idSchema } from '../entities/common.ts';
import { MAX_IMPORT_FILE_BYTES } from '../rules/forms/import-rows.ts';
import { importReceiptSchema } from './import-receipt.ts';

/** base64 of at most MAX_IMPORT_FILE_BYTES bytes (4 characters per 3 bytes, padded). */
const MAX_BASE64_CHARS = Math.ceil(MAX_IMPORT_FILE_BYTES / 3) * 4;

/** POST /api/Importacao/Previa: what the file would create and change; nothing is written. */
export const importPreviewRequestSchema = z.object({
  loteId: idSchema,
  fileName: z.string().min(1).max(255),
  /** The file's bytes, base64. */
  content: z
    .string()
    .min(1)
    .max(MAX_BASE64_CHARS + 4),
});

export type ImportPreviewRequest = z.infer<typeof importPreviewRequestSchema>;

/** POST /api/Importacao/Aplicar: the same file again, with the preview's `versao` of the batch. */
export const importApplyRequestSchema = importPreviewRequestSchema.extend({
  /** The batch's state the preview was computed on: a batch changed since then is answered 409. */
  versao: z.string().min(1).max(100),
});

export type ImportApplyRequest = z.infer<typeof importApplyRequestSchema>;

export const IMPORT_STEPS = ['D0', 'IATF', 'DG', 'DG Final'] as const;
export type ImportStepName = (typeof IMPORT_STEPS)[number];

/** One row of the preview: the line of the file, the cow it writes, whether she is new, and the steps it fills. */
export const importPreviewRowSchema = z.object({
  linha: z.int(),
  matriz: z.string(),
  nova: z.boolean(),
  manejos: z.array(z.enum(IMPORT_STEPS)),
});

export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

/** Rows the preview lists one by one; the counts cover the whole file. */
export const IMPORT_PREVIEW_ROWS = 200;

/**
 * The answer of both calls: counts of what the file creates and changes, the batch's 'Processo Atual' after it,
 * and the first IMPORT_PREVIEW_ROWS rows. A file with row problems is answered 400 `{title, errors}` instead,
 * errors being the 'na linha N do arquivo' messages.
 */
export const importPreviewSchema = z.object({
  versao: z.string(),
  linhas: z.int(),
  matrizesNovas: z.int(),
  matrizesAlteradas: z.int(),
  iatfs: z.int(),
  dgs: z.int(),
  dgFinais: z.int(),
  processoAtual: z.string(),
  amostra: z.array(importPreviewRowSchema),
  /** The apply's receipt of what it wrote (the preview has none). */
  comprovante: importReceiptSchema.optional(),
});

export type ImportPreview = z.infer<typeof importPreviewSchema>;
