import {
  type OwnSheetApplyRequest,
  type OwnSheetPreview,
  type OwnSheetPreviewRequest,
  type OwnSheetReadAnswer,
  type OwnSheetReadRequest,
  ownSheetPreviewSchema,
  ownSheetReadSchema,
} from '@gestar/domain/imports/own-sheet-api';
import { apiClient } from '../../../api/client.ts';

/** As today's import (import-api.ts): the workbook is read and checked row by row on a slow rural link. */
const TIMEOUT_MS = 120_000;

/** POST Importacao/PlanilhaPropria/Leitura: the sheets and what Gestar makes of them; nothing is written. */
export function readOwnSheet(request: OwnSheetReadRequest): Promise<OwnSheetReadAnswer> {
  return apiClient.fetch('/Importacao/PlanilhaPropria/Leitura', {
    method: 'POST',
    body: request,
    schema: ownSheetReadSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

/** POST …/Previa: per chosen sheet, what it would write into its batch; nothing is written. */
export function previewOwnSheet(request: OwnSheetPreviewRequest): Promise<OwnSheetPreview> {
  return apiClient.fetch('/Importacao/PlanilhaPropria/Previa', {
    method: 'POST',
    body: request,
    schema: ownSheetPreviewSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

/** POST …/Aplicar: every chosen sheet written in one transaction, and the mapping saved for the farm. */
export function applyOwnSheet(request: OwnSheetApplyRequest): Promise<OwnSheetPreview> {
  return apiClient.fetch('/Importacao/PlanilhaPropria/Aplicar', {
    method: 'POST',
    body: request,
    schema: ownSheetPreviewSchema,
    timeoutMs: TIMEOUT_MS,
  });
}
