// The worker thread has no request of its own: it reads the file's problems and rows in the language of the
// request that opened it.
import { currentLocale, inLocale } from '@gestar/domain/i18n/current-locale';
import { FILE_TOO_LARGE, INVALID_FILE } from '@gestar/domain/messages/validation';
import { describe, expect, it } from 'vitest';
import { numbersXlsx } from './crafted-files.ts';
import { openImportFile } from './parse-in-worker.ts';

describe('parse worker language', () => {
  it.each(['es', 'pt-BR'] as const)(
    "answers a file's problem in the opening request's language (%s)",
    async (locale) => {
      expect(inLocale('es', FILE_TOO_LARGE)).not.toBe(inLocale('pt-BR', FILE_TOO_LARGE));
      // Too many cells: refused by the worker's own reading, not by this thread.
      const tooLarge = await inLocale(locale, () => openImportFile(numbersXlsx(10_000, 100)));
      expect(tooLarge).toEqual({ problem: inLocale(locale, FILE_TOO_LARGE) });
      const notASpreadsheet = await inLocale(locale, () => openImportFile(new Uint8Array([0x6f, 0x69])));
      expect(notASpreadsheet).toEqual({ problem: inLocale(locale, INVALID_FILE) });
      expect(currentLocale()).toBe('pt-BR');
    },
  );
});
