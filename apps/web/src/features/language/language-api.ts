import { LOCALES, type Locale } from '@gestar/domain/i18n/locales';
import { z } from 'zod';
import { apiClient } from '../../api/client.ts';

const answerSchema = z.object({ idioma: z.enum(LOCALES) });

/** PUT Account/Idioma: the signed-in person's language, for her other devices and her e-mails. */
export async function saveLanguage(idioma: Locale): Promise<void> {
  await apiClient.fetch('/Account/Idioma', { method: 'PUT', body: { idioma }, schema: answerSchema });
}
