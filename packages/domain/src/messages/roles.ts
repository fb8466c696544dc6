import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/roles.ts';

const m = defineMessages('roles', ptBR);

// The roles of spec §1 as people read them. The roles' stored names ('Veterinário') are data: records, tokens and
// older servers match roles by them (entities/role.ts); only what a person reads changes with the language.

/** Short names by role key ('Cliente'). */
export const ROLE_NAMES = () => m.text('ROLE_NAMES');
/** What the profile choices and the user forms show, by role key ('Cliente (somente visualização)'). */
export const ROLE_DESCRIPTIONS = () => m.text('ROLE_DESCRIPTIONS');
