import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/admin.ts';

const m = defineMessages('labels/admin', ptBR);

// Field and column labels of the administrator's screens. Not in the spec as text.

export const DOMAIN_FIELD = () => m.text('DOMAIN_FIELD');

export const PROOF_LABELS = () => m.text('PROOF_LABELS');
