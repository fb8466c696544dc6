import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/own-sheets.ts';

const m = defineMessages('labels/own-sheets', ptBR);

// Names of the fields a farm's own workbook has and the import model lacks (imports/own-sheets), shown where
// the person maps columns; pt-BR, not in the spec.

export const OWN_SHEET_EXTRA_FIELD_LABELS = () => m.text('OWN_SHEET_EXTRA_FIELD_LABELS');
