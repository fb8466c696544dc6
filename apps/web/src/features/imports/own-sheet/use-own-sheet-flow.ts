import type { OwnSheetPreview, OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import {
  IMPORT_APPLYING,
  IMPORT_NEEDS_CONNECTION,
  IMPORT_PENDING_CHANGES,
  IMPORT_SYNCING,
} from '@gestar/domain/messages/exports';
import { OWN_SHEET_PREVIEWING, OWN_SHEET_READING } from '@gestar/domain/messages/own-sheet-screen';
import { validateImportFiles } from '@gestar/domain/rules/forms/import-rows';
import { useRef, useState } from 'react';
import { syncEngine } from '../../../sync/app-sync.ts';
import { fileToBase64 } from '../file-content.ts';
import { importFailure } from '../import-failure.ts';
import { pendingImportChanges } from '../pending-changes.ts';
import { applyOwnSheet, previewOwnSheet, readOwnSheet } from './own-sheet-api.ts';
import { type BatchOption, buildRequest, initialForm, type OwnSheetForm } from './own-sheet-form.ts';

type Upload = { fileName: string; content: string };
/** The last failure: one message, or the workbook's row problems (each with its sheet and line). */
export type OwnSheetTrouble = { problem: string | null; errors: string[] };

/**
 * Where the import stands: choosing the file, waiting on the server, mapping the read workbook (with the last
 * preview's problems, if any), the preview to confirm, or done.
 */
export type OwnSheetPhase =
  | ({ step: 'file' } & OwnSheetTrouble)
  | { step: 'working'; label: string }
  | ({ step: 'mapping'; upload: Upload; read: OwnSheetReadAnswer } & OwnSheetTrouble)
  | { step: 'preview'; upload: Upload; read: OwnSheetReadAnswer; preview: OwnSheetPreview }
  | { step: 'done'; upload: Upload; result: OwnSheetPreview };

const NO_TROUBLE: OwnSheetTrouble = { problem: null, errors: [] };

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function troubleOf(error: unknown): OwnSheetTrouble {
  const failure = importFailure(error);
  return failure.kind === 'errors'
    ? { problem: null, errors: failure.messages }
    : { problem: failure.message, errors: [] };
}

/**
 * 'Importar planilha própria': read the workbook, let the person map it (the form lives here so that a failed
 * preview comes back to it as it was), preview, apply with each batch's `versao`, then pull the new records.
 */
export function useOwnSheetFlow(fazendaId: string, batches: readonly BatchOption[]) {
  const [phase, setPhase] = useState<OwnSheetPhase>({ step: 'file', ...NO_TROUBLE });
  const [form, setForm] = useState<OwnSheetForm>({ sheets: [], values: [] });
  const busy = useRef(false);

  const run = async (work: () => Promise<void>, onError: (trouble: OwnSheetTrouble) => void) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await work();
    } catch (error) {
      onError(troubleOf(error));
    } finally {
      busy.current = false;
    }
  };

  const choose = async (files: File[]) => {
    const problem = validateImportFiles(files.map((file) => ({ name: file.name, size: file.size })));
    const [file] = files;
    if (problem || !file) return setPhase({ step: 'file', problem, errors: [] });
    if (!isOnline()) return setPhase({ step: 'file', problem: IMPORT_NEEDS_CONNECTION(), errors: [] });
    await run(
      async () => {
        setPhase({ step: 'working', label: OWN_SHEET_READING() });
        const upload = { fileName: file.name, content: await fileToBase64(file) };
        const read = await readOwnSheet({ fazendaId, ...upload });
        setForm(initialForm(read, batches));
        setPhase({ step: 'mapping', upload, read, ...NO_TROUBLE });
      },
      (trouble) => setPhase({ step: 'file', ...trouble }),
    );
  };

  const preview = async () => {
    if (phase.step !== 'mapping') return;
    const { upload, read } = phase;
    const back = (trouble: OwnSheetTrouble) => setPhase({ step: 'mapping', upload, read, ...trouble });
    if (!isOnline()) return back({ problem: IMPORT_NEEDS_CONNECTION(), errors: [] });
    const request = buildRequest(form);
    // As today's import: the server previews its own copy, so this device's changes of the batches go first.
    const pending = async () => {
      const counts = await Promise.all(
        request.destinos.map((destino) =>
          pendingImportChanges({ batchId: destino.loteId, farmId: fazendaId, farmName: '' }),
        ),
      );
      return counts.some((count) => count > 0);
    };
    await run(async () => {
      if (await pending()) {
        setPhase({ step: 'working', label: IMPORT_SYNCING() });
        await syncEngine.sync();
        if (await pending()) return back({ problem: IMPORT_PENDING_CHANGES(), errors: [] });
      }
      setPhase({ step: 'working', label: OWN_SHEET_PREVIEWING() });
      const seen = await previewOwnSheet({ fazendaId, ...upload, ...request });
      setPhase({ step: 'preview', upload, read, preview: seen });
    }, back);
  };

  const apply = async () => {
    if (phase.step !== 'preview') return;
    const { upload, read, preview: seen } = phase;
    const back = (trouble: OwnSheetTrouble) => setPhase({ step: 'mapping', upload, read, ...trouble });
    await run(async () => {
      setPhase({ step: 'working', label: IMPORT_APPLYING() });
      const request = buildRequest(form);
      const destinos = request.destinos.map((destino) => ({
        ...destino,
        versao: seen.abas.find((aba) => aba.sheet === destino.sheet)?.previa.versao ?? '',
      }));
      const result = await applyOwnSheet({ fazendaId, ...upload, ...request, destinos });
      // The new cows come to this device now; a failed pull only delays them to the next periodic sync.
      await syncEngine.sync().catch(() => undefined);
      setPhase({ step: 'done', upload, result });
    }, back);
  };

  const backToMapping = () => {
    if (phase.step === 'preview')
      setPhase({ step: 'mapping', upload: phase.upload, read: phase.read, ...NO_TROUBLE });
  };
  const reset = () => setPhase({ step: 'file', ...NO_TROUBLE });

  return { phase, form, setForm, choose, preview, apply, backToMapping, reset };
}
