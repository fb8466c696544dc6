import type { ImportPreview } from '@gestar/domain/imports/import-api';
import {
  IMPORT_APPLYING,
  IMPORT_NEEDS_CONNECTION,
  IMPORT_PENDING_CHANGES,
  IMPORT_SENDING,
  IMPORT_SYNCING,
} from '@gestar/domain/messages/exports';
import { validateImportFiles } from '@gestar/domain/rules/forms/import-rows';
import { useRef, useState } from 'react';
import { syncEngine } from '../../sync/app-sync.ts';
import { fileToBase64 } from './file-content.ts';
import { applyImport, previewImport } from './import-api.ts';
import { importFailure } from './import-failure.ts';
import { pendingImportChanges } from './pending-changes.ts';
import type { ImportTarget } from './route-state.ts';

type Upload = { fileName: string; content: string };

/**
 * Where the import stands: choosing a file (with the last problem, if any), waiting on the server, the preview
 * to confirm, or done. `problem` is one message (file check, connection, batch changed…); `errors` the file's
 * row messages, all of them.
 */
export type ImportPhase =
  | { step: 'file'; problem: string | null; errors: string[] }
  | { step: 'working'; label: string }
  | { step: 'preview'; upload: Upload; preview: ImportPreview }
  | { step: 'done'; upload: Upload; preview: ImportPreview };

const FILE_STEP: ImportPhase = { step: 'file', problem: null, errors: [] };

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The import's steps (spec §2 'Import'): check the file on the device, send this device's
 * changes of the batch first, preview on the server, apply with the preview's `versao`, then pull the result.
 */
export function useImportFlow(target: ImportTarget) {
  const [phase, setPhase] = useState<ImportPhase>(FILE_STEP);
  // A second file dropped while one is on its way is ignored rather than raced.
  const busy = useRef(false);

  const fail = (error: unknown) => {
    const failure = importFailure(error);
    setPhase(
      failure.kind === 'errors'
        ? { step: 'file', problem: null, errors: failure.messages }
        : { step: 'file', problem: failure.message, errors: [] },
    );
  };

  /** True when the server holds everything of the batch this device has; else says so. */
  const sendPendingChanges = async (): Promise<boolean> => {
    if ((await pendingImportChanges(target)) === 0) return true;
    setPhase({ step: 'working', label: IMPORT_SYNCING() });
    await syncEngine.sync();
    if ((await pendingImportChanges(target)) === 0) return true;
    setPhase({ step: 'file', problem: IMPORT_PENDING_CHANGES(), errors: [] });
    return false;
  };

  const choose = async (files: File[]) => {
    if (busy.current) return;
    const problem = validateImportFiles(files.map((file) => ({ name: file.name, size: file.size })));
    const [file] = files;
    if (problem || !file) {
      setPhase({ step: 'file', problem, errors: [] });
      return;
    }
    if (!isOnline()) {
      setPhase({ step: 'file', problem: IMPORT_NEEDS_CONNECTION(), errors: [] });
      return;
    }
    busy.current = true;
    try {
      if (!(await sendPendingChanges())) return;
      setPhase({ step: 'working', label: IMPORT_SENDING() });
      const upload = { fileName: file.name, content: await fileToBase64(file) };
      const preview = await previewImport({ loteId: target.batchId, ...upload });
      setPhase({ step: 'preview', upload, preview });
    } catch (error) {
      fail(error);
    } finally {
      busy.current = false;
    }
  };

  const apply = async () => {
    if (busy.current || phase.step !== 'preview') return;
    const { upload, preview } = phase;
    busy.current = true;
    setPhase({ step: 'working', label: IMPORT_APPLYING() });
    try {
      const written = await applyImport({ loteId: target.batchId, ...upload, versao: preview.versao });
      // The new cows come to this device now; a failed pull only delays them to the next periodic sync.
      await syncEngine.sync().catch(() => undefined);
      setPhase({ step: 'done', upload, preview: written });
    } catch (error) {
      fail(error);
    } finally {
      busy.current = false;
    }
  };

  const reset = () => setPhase(FILE_STEP);

  return { phase, choose, apply, reset };
}
