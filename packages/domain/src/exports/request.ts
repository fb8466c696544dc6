import { z } from 'zod';
import { idSchema } from '../entities/common.ts';
import { EXPORT_COLUMN_KEYS } from './columns.ts';

/** The export's two sheet layouts: the plain one for people, the typed flat one for BI tools. */
export const EXPORT_FORMATS = ['padrao', 'powerbi'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The scopes of POST Exportacao/exportacaoMatrizGeralPor{Usuario,Fazenda,Retiro,Lote} (spec §7). */
export const EXPORT_SCOPES = ['Usuario', 'Fazenda', 'Retiro', 'Lote'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/** At most 10 farms in one export (spec §2 'Sync/export of multiple farms max 10'). */
export const MAX_FARMS_PER_EXPORT = 10;

/**
 * Body of the export calls (spec §7: Id, Fields, EstacaoMonta). `Id` names the farm, retiro or batch (the
 * caller for Usuario); `Fields` the columns of a custom export; `EstacaoMonta` a season (a value of the
 * Estação de Monta list) to keep only its farms; `Formato` the sheet layout (not in the spec: POWER BI).
 */
export const exportRequestSchema = z.object({
  Id: idSchema.nullable().optional(),
  Fields: z
    .array(
      z
        .string()
        .max(100)
        .refine((key) => EXPORT_COLUMN_KEYS.includes(key), { error: 'Campo desconhecido' }),
    )
    .max(EXPORT_COLUMN_KEYS.length)
    .nullable()
    .optional(),
  EstacaoMonta: idSchema.nullable().optional(),
  Formato: z.enum(EXPORT_FORMATS).optional(),
});

export type ExportRequest = z.infer<typeof exportRequestSchema>;
