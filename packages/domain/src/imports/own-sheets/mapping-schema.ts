// The mapping of a farm's own workbook, as the server stores it per farm and offers it again next time: the
// sheets chosen, each one's line of headings and its columns by IATF round, and what each distinct text of a
// list column means. Every list is bounded, since the server parses it from a request body.
import { z } from 'zod';
import { idSchema } from '../../entities/common.ts';
import {
  MAPPING_COLUMN_TWICE,
  MAPPING_CREATE_NOT_ALLOWED,
  MAPPING_FIELD_TWICE,
  MAPPING_ROUND_TWICE,
  MAPPING_SHEET_TWICE,
  MAPPING_VALUE_TWICE,
  MAPPING_VALUES_TWICE,
} from '../../messages/own-sheets.ts';
import { MAX_ROUNDS } from './header-key.ts';
import {
  CREATABLE_FIELDS,
  OWN_SHEET_FIELDS,
  OWN_SHEET_LIST_FIELDS,
  type OwnSheetListField,
} from './own-sheet-fields.ts';
import { valueMapKey } from './value-mapping.ts';

/** Lot sheets of one workbook: the benchmark's farm has 7; a workbook of 50 lots is already a large ranch. */
export const MAX_SHEETS = 50;
/** The headings' line may be chosen below the lines searched for it, but not anywhere. */
export const MAX_HEADER_LINE = 100;
/** Excel's last column is XFD, index 16,383. */
export const MAX_COLUMN_INDEX = 16_383;
/** Excel caps a sheet's name at 31 characters; files written by other tools may exceed it. */
export const SHEET_NAME_MAX = 100;
export const HEADER_TEXT_MAX = 200;
export const VALUE_TEXT_MAX = 200;
/** Distinct texts of one list column across the workbook: bulls and lots number in the tens, people fewer. */
export const MAX_VALUES_PER_FIELD = 1_000;

const hasRepeats = <T>(items: readonly T[]) => new Set(items).size !== items.length;

const columnSchema = z.object({
  /** 0-based index in the sheet (A = 0). */
  column: z.number().int().min(0).max(MAX_COLUMN_INDEX),
  /** The farm's heading, kept to recognise the same layout in next season's workbook. */
  header: z.string().max(HEADER_TEXT_MAX),
  field: z.enum(OWN_SHEET_FIELDS),
});

const roundSchema = z
  .object({
    round: z.number().int().min(1).max(MAX_ROUNDS),
    columns: z.array(columnSchema).min(1).max(OWN_SHEET_FIELDS.length),
  })
  .refine((round) => !hasRepeats(round.columns.map((column) => column.field)), {
    error: () => MAPPING_FIELD_TWICE(),
  });

const sheetSchema = z
  .object({
    // Kept as the workbook spells it, spaces included: it is how the sheet is found again.
    name: z
      .string()
      .max(SHEET_NAME_MAX)
      .refine((name) => name.trim() !== ''),
    /** 1-based, as the spreadsheet numbers its lines. */
    headerRow: z.number().int().min(1).max(MAX_HEADER_LINE),
    rounds: z.array(roundSchema).min(1).max(MAX_ROUNDS),
  })
  .refine((sheet) => !hasRepeats(sheet.rounds.map((round) => round.round)), {
    error: () => MAPPING_ROUND_TWICE(),
  })
  .refine(
    (sheet) => !hasRepeats(sheet.rounds.flatMap((round) => round.columns.map((column) => column.column))),
    { error: () => MAPPING_COLUMN_TWICE() },
  );

const targetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('value'), id: idSchema }),
  z.object({ kind: z.literal('create') }),
  z.object({ kind: z.literal('unmapped') }),
]);

const LIST_FIELD_ENUM = OWN_SHEET_LIST_FIELDS as [OwnSheetListField, ...OwnSheetListField[]];

const fieldValuesSchema = z
  .object({
    field: z.enum(LIST_FIELD_ENUM),
    values: z
      .array(z.object({ text: z.string().trim().min(1).max(VALUE_TEXT_MAX), target: targetSchema }))
      .max(MAX_VALUES_PER_FIELD),
  })
  .refine((entry) => !hasRepeats(entry.values.map((value) => valueMapKey(value.text))), {
    error: () => MAPPING_VALUE_TWICE(),
  })
  .refine(
    (entry) =>
      CREATABLE_FIELDS.has(entry.field) || entry.values.every((value) => value.target.kind !== 'create'),
    { error: () => MAPPING_CREATE_NOT_ALLOWED() },
  );

export const ownSheetMappingSchema = z
  .object({
    versao: z.literal(1),
    sheets: z.array(sheetSchema).min(1).max(MAX_SHEETS),
    values: z.array(fieldValuesSchema).max(OWN_SHEET_LIST_FIELDS.length),
  })
  // Excel refuses two sheets whose names differ only in case.
  .refine((mapping) => !hasRepeats(mapping.sheets.map((sheet) => sheet.name.toLowerCase())), {
    error: () => MAPPING_SHEET_TWICE(),
  })
  .refine((mapping) => !hasRepeats(mapping.values.map((entry) => entry.field)), {
    error: () => MAPPING_VALUES_TWICE(),
  });

export type OwnSheetMapping = z.infer<typeof ownSheetMappingSchema>;
export type OwnSheetSheetMapping = OwnSheetMapping['sheets'][number];
export type OwnSheetValues = OwnSheetMapping['values'];
