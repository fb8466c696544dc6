// The calls of 'Importar planilha própria': a farm's own control workbook read (its sheets, the suggested
// mapping or the farm's saved one, the texts of its list columns), then previewed and applied through a
// confirmed mapping into the farm's batches. The file travels as today's import file does (import-api.ts), so
// its bounds are the same; every list here is bounded, since the server parses these from request bodies.
import { z } from 'zod';
import { idSchema, NAME_MAX, nullableDate } from '../entities/common.ts';
import { OWN_SHEET_DESTINATION_TWICE } from '../messages/own-sheets.ts';
import { importPreviewRequestSchema, importPreviewSchema } from './import-api.ts';
import { importReceiptSchema } from './import-receipt.ts';
import { MAX_ROUNDS } from './own-sheets/header-key.ts';
import {
  MAX_SHEETS,
  MAX_VALUES_PER_FIELD,
  ownSheetMappingSchema,
  SHEET_NAME_MAX,
} from './own-sheets/mapping-schema.ts';
import { OWN_SHEET_LIST_FIELDS, type OwnSheetListField } from './own-sheets/own-sheet-fields.ts';

const fileSchema = importPreviewRequestSchema.omit({ loteId: true });

/** POST /api/Importacao/PlanilhaPropria/Leitura: the workbook's sheets and what Gestar suggests for them. */
export const ownSheetReadRequestSchema = fileSchema.extend({ fazendaId: idSchema });

export type OwnSheetReadRequest = z.infer<typeof ownSheetReadRequestSchema>;

/** Lines of each sheet sent for the screen to show, from the first: titles, headings and a few cows. */
export const OWN_SHEET_SAMPLE_LINES = 10;
/** Columns of those lines sent: three IATF blocks of a real workbook take about 35. */
export const OWN_SHEET_SAMPLE_COLUMNS = 60;
/** Characters of a sample cell sent. */
export const OWN_SHEET_SAMPLE_TEXT = 100;
/** Workbook sheets answered: an index, summaries and MAX_SHEETS lots. */
const MAX_WORKBOOK_SHEETS = MAX_SHEETS * 2;
/** A farm's records offered per list (bulls, lots, people, a domain list's values). */
const MAX_OPTIONS = 5_000;

const mappingSheetSchema = ownSheetMappingSchema.shape.sheets.element;
const sampleCell = z.union([z.string().max(OWN_SHEET_SAMPLE_TEXT), z.number(), z.null()]);
const optionSchema = z.object({ id: z.string(), text: z.string() });
const valueTargetSchema = ownSheetMappingSchema.shape.values.element.shape.values.element.shape.target;
const LIST_FIELD_ENUM = OWN_SHEET_LIST_FIELDS as [OwnSheetListField, ...OwnSheetListField[]];

export const ownSheetReadSchema = z.object({
  abas: z
    .array(
      z.object({
        nome: z.string().max(SHEET_NAME_MAX),
        /** Lines of the sheet, to its last filled one. */
        linhas: z.int(),
        /** Suggested (or saved) mapping; null for a sheet that holds no cows (an index, a summary). */
        mapeamento: mappingSheetSchema.nullable(),
        /** Whether `mapeamento` is the farm's saved one, found to fit this sheet again. */
        salvo: z.boolean(),
        /** The first lines, as the spreadsheet shows them: grid[i] is line i + 1. */
        amostra: z.array(z.array(sampleCell).max(OWN_SHEET_SAMPLE_COLUMNS)).max(OWN_SHEET_SAMPLE_LINES),
      }),
    )
    .max(MAX_WORKBOOK_SHEETS),
  /** Each list field's distinct texts over the sheets with a mapping, with what each is taken to mean. */
  valores: z
    .array(
      z.object({
        field: z.enum(LIST_FIELD_ENUM),
        values: z.array(z.object({ text: z.string(), target: valueTargetSchema })).max(MAX_VALUES_PER_FIELD),
      }),
    )
    .max(OWN_SHEET_LIST_FIELDS.length),
  /** What each list field may be mapped to: the live domain values and the farm's lots, bulls and people. */
  opcoes: z.partialRecord(z.enum(LIST_FIELD_ENUM), z.array(optionSchema).max(MAX_OPTIONS)),
});

export type OwnSheetReadAnswer = z.infer<typeof ownSheetReadSchema>;

/**
 * A batch the import creates for a sheet: its name, retiro and protocol, as the batch form asks them; its D0 date
 * typed, or else the sheet's most common 'Data IA' less the protocol's last day. The other characteristics of
 * the batch form are left for the person to complete there: the workbook does not hold them.
 */
export const ownSheetNewBatchSchema = z.object({
  nomeLote: z.string().trim().min(1).max(NAME_MAX),
  retiroId: idSchema,
  protocoloId: idSchema,
  dataIatf: nullableDate,
});

export type OwnSheetNewBatch = z.infer<typeof ownSheetNewBatchSchema>;

const destinationSchema = z.object({
  sheet: z.string().min(1).max(SHEET_NAME_MAX),
  /** The batch that receives the sheet's first IATF: one of the farm's, or, with `novo`, the new one's id. */
  loteId: idSchema,
  novo: ownSheetNewBatchSchema.optional(),
});

const distinctDestinations = (destinos: readonly { sheet: string; loteId: string }[]) =>
  new Set(destinos.map((item) => item.sheet.toLowerCase())).size === destinos.length &&
  new Set(destinos.map((item) => item.loteId)).size === destinos.length;

/** POST /api/Importacao/PlanilhaPropria/Previa: what the chosen sheets would write; nothing is written. */
export const ownSheetPreviewRequestSchema = fileSchema.extend({
  fazendaId: idSchema,
  mapping: ownSheetMappingSchema,
  destinos: z
    .array(destinationSchema)
    .min(1)
    .max(MAX_SHEETS)
    .refine(distinctDestinations, { error: () => OWN_SHEET_DESTINATION_TWICE() }),
});

export type OwnSheetPreviewRequest = z.infer<typeof ownSheetPreviewRequestSchema>;

/**
 * POST /api/Importacao/PlanilhaPropria/Aplicar: the same, each batch with the `versao` its preview answered (the
 * batch's and its resync chain's, so a later round changed meanwhile is refused too).
 */
export const ownSheetApplyRequestSchema = ownSheetPreviewRequestSchema.extend({
  destinos: z
    .array(destinationSchema.extend({ versao: z.string().min(1).max(100) }))
    .min(1)
    .max(MAX_SHEETS)
    .refine(distinctDestinations, { error: () => OWN_SHEET_DESTINATION_TWICE() }),
});

export type OwnSheetApplyRequest = z.infer<typeof ownSheetApplyRequestSchema>;

/** What a later IATF round of a sheet writes into its resync batch (the existing one, or one it creates). */
const roundPreviewSchema = z.object({
  rodada: z.int(),
  loteId: z.string(),
  nomeLote: z.string(),
  /** The import creates this resync batch. */
  novo: z.boolean(),
  /** Cows the import carries into it. */
  matrizesCopiadas: z.int(),
  iatfs: z.int(),
  dgs: z.int(),
  processoAtual: z.string(),
});

/**
 * Both calls' answer: per chosen sheet, its batch and today's import preview of it (its 1st IATF), and, for a
 * sheet whose 2nd or 3rd IATF is mapped, what each of those rounds writes in the resync chain below that batch.
 */
export const ownSheetPreviewSchema = z.object({
  abas: z
    .array(
      z.object({
        sheet: z.string(),
        loteId: z.string(),
        previa: importPreviewSchema,
        rodadas: z
          .array(roundPreviewSchema)
          .max(MAX_ROUNDS - 1)
          .optional(),
      }),
    )
    .max(MAX_SHEETS),
  /** The apply's receipt of every sheet's writes (the preview has none). */
  comprovante: importReceiptSchema.optional(),
  /** The bulls and semen lots (with their bull's name) the import creates in the farm. */
  novos: z.object({
    touros: z.array(z.string()).max(MAX_VALUES_PER_FIELD),
    partidas: z.array(z.object({ codigo: z.string(), touro: z.string() })).max(MAX_VALUES_PER_FIELD),
  }),
});

export type OwnSheetPreview = z.infer<typeof ownSheetPreviewSchema>;
