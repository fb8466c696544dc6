import {
  type ImportApplyRequest,
  type ImportPreview,
  type ImportPreviewRequest,
  importPreviewSchema,
} from '@gestar/domain/imports/import-api';
import { apiClient } from '../../api/client.ts';

/**
 * A 1 MB spreadsheet is read, checked row by row and (on apply) written in one transaction: far longer than
 * the default 10 s on a slow rural link, so both calls get two minutes.
 */
const IMPORT_TIMEOUT_MS = 120_000;
/** The model streams like an export (spec §7: very long time-out). */
const TEMPLATE_TIMEOUT_MS = 15 * 60_000;

/** POST Importacao/Previa: what the file would write; nothing is written. */
export function previewImport(request: ImportPreviewRequest): Promise<ImportPreview> {
  return apiClient.fetch('/Importacao/Previa', {
    method: 'POST',
    body: request,
    schema: importPreviewSchema,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/** POST Importacao/Aplicar: writes the file, if the batch is still as the preview saw it (else 409). */
export function applyImport(request: ImportApplyRequest): Promise<ImportPreview> {
  return apiClient.fetch('/Importacao/Aplicar', {
    method: 'POST',
    body: request,
    schema: importPreviewSchema,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/** GET Exportacao/GerarPlanilhaTemplate?farmId= (the import model). */
export function downloadTemplate(farmId: string, onProgress?: (received: number) => void): Promise<Blob> {
  return apiClient.fetch<Blob>('/Exportacao/GerarPlanilhaTemplate', {
    query: { farmId },
    responseType: 'blob',
    ...(onProgress ? { onProgress } : {}),
    timeoutMs: TEMPLATE_TIMEOUT_MS,
  });
}
