import type { ExportFormat, ExportScope } from '@gestar/domain/exports/request';
import { apiClient } from '../../api/client.ts';

/** Spec §7: exports have a "very long time-out"; a season of a large farm streams for minutes on a slow link. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;

export type ExportCall = {
  scope: ExportScope;
  id: string | null;
  fields?: readonly string[] | null;
  season?: string | null;
  format?: ExportFormat;
};

/** POST Exportacao/exportacaoMatrizGeralPor{scope}: the spreadsheet as it streams in, with bytes received so far. */
export function downloadExport(call: ExportCall, onProgress: (received: number) => void): Promise<Blob> {
  return apiClient.fetch<Blob>(`/Exportacao/exportacaoMatrizGeralPor${call.scope}`, {
    method: 'POST',
    body: {
      Id: call.id,
      Fields: call.fields && call.fields.length > 0 ? call.fields : null,
      EstacaoMonta: call.season ?? null,
      Formato: call.format ?? 'padrao',
    },
    responseType: 'blob',
    onProgress,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}
