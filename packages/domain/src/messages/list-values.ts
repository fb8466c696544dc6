// The labels of the seeded list values (lists/values, lists/observations). Records keep the value's text as the
// lists seed it, in Portuguese ('Prenhe', 'Vazia', 'Não Avaliado'), and the rules compare those texts: only what a
// person reads changes with the language. A value an administrator typed has no label of its own: it reads as typed.
import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/list-values.ts';
import { inLocale } from '../i18n/current-locale.ts';
import { LOCALES } from '../i18n/locales.ts';

const m = defineMessages('list-values', ptBR);

type Labels = Readonly<Record<string, string>>;

/**
 * A list value as the reader reads it: the label of a seeded value in the current language ('Prenhe' → 'Preñada'
 * in Spanish), anything else (an administrator's value, a free text) as it is. In pt-BR always the text itself.
 */
export function domainValueLabel(valor: string): string;
export function domainValueLabel(valor: string | null | undefined): string | undefined;
export function domainValueLabel(valor: string | null | undefined): string | undefined {
  if (valor === null || valor === undefined) return undefined;
  const labels: Labels = m.text('LIST_VALUE_LABELS');
  return Object.hasOwn(labels, valor) ? (labels[valor] as string) : valor;
}

/** A value's text and its label in every language, the stored text first ('Prenhe', 'Preñada'). */
export function domainValueLabels(valor: string): string[] {
  return [...new Set([valor, ...LOCALES.map((locale) => inLocale(locale, () => domainValueLabel(valor)))])];
}

/** Accents, case and spacing ignored, as the import compares its cells. */
const labelKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

let storedByLabel: Map<string, string> | undefined;

/**
 * The stored text a label of any language names ('Preñada', 'PREÑADA ' → 'Prenhe'), so a sheet written in Spanish
 * is read back; a text that is no label comes back as it is (a stored text, a value an administrator typed).
 */
export function domainValueOfLabel(text: string): string {
  if (!storedByLabel) {
    const index = new Map<string, string>();
    for (const locale of LOCALES) {
      const labels: Labels = inLocale(locale, () => m.text('LIST_VALUE_LABELS'));
      for (const [valor, label] of Object.entries(labels)) {
        const key = labelKey(label);
        // A label equal to a stored text is that text (a test keeps labels and stored texts apart).
        if (!index.has(key) && key !== labelKey(valor)) index.set(key, valor);
      }
    }
    storedByLabel = index;
  }
  return storedByLabel.get(labelKey(text)) ?? text;
}
