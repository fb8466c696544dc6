import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

/** PUT /api/Account/Idioma: the language the signed-in person reads Gestar in. */
export const userLanguageRequestSchema = z.object({ idioma: z.enum(LOCALES) }).strict();

export type UserLanguageRequest = z.infer<typeof userLanguageRequestSchema>;
