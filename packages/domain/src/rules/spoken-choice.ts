// Voice input of the chute screens (spec §2 'search with voice', §9 speech recognition with 5 alternatives, in
// the reader's language, pt-BR or es-419; §5 spoken numbers → ECC): what the recogniser heard, turned into a
// search text or an option.

import { currentLocale } from '../i18n/current-locale.ts';
import type { Locale } from '../i18n/locales.ts';
import { spokenEcc } from './spoken-ecc.ts';

export type SpokenOption = { id: string; label: string };

/**
 * Same-meaning words a recogniser writes for what the lists say, in the language of the labels shown (a cow is
 * 'prenhe', never 'prenha'; 'preñada' and 'vacía', never 'preñado' or 'vacío'). Written without accents, as the
 * words compared are.
 */
const ALIASES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'pt-BR': { prenha: 'prenhe', prenhes: 'prenhe', vazio: 'vazia' },
  es: {
    prenado: 'prenada',
    prenadas: 'prenada',
    prenados: 'prenada',
    vacio: 'vacia',
    vacias: 'vacia',
    vacios: 'vacia',
    evaluada: 'evaluado',
  },
};

function words(text: string): string[] {
  const aliases = ALIASES[currentLocale()];
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => aliases[word] ?? word);
}

/**
 * The text to search for: the best alternative, trimmed. A cow ID said digit by digit comes as '12 34' or
 * '1 2 3 4': the spaces between digits go.
 */
export function spokenSearchText(alternatives: readonly string[]): string {
  const best = (alternatives[0] ?? '').trim();
  return /^[\d\s]+$/.test(best) ? best.replace(/\s+/g, '') : best;
}

/** The ECC option (labels '2,75' or '2.75') nearest to the first alternative that names a score. */
export function spokenEccOption(
  alternatives: readonly string[],
  options: readonly SpokenOption[],
): string | null {
  for (const alternative of alternatives) {
    const score = spokenEcc(alternative);
    if (score === null) continue;
    const option = options.find((candidate) => Number(candidate.label.replace(',', '.')) === score);
    if (option) return option.id;
  }
  return null;
}

/**
 * The option an alternative names ('descarte vazia' → 'Descarte Vazia', 'descarte vacía' → 'Descarte Vacía'): its
 * words all said, the option with most words winning ('prenhe touro' is Prenhe Touro, not Prenhe; 'no evaluado'
 * is No evaluado, not No); alternatives are tried in the recogniser's order of confidence.
 */
export function spokenOption(
  alternatives: readonly string[],
  options: readonly SpokenOption[],
): string | null {
  for (const alternative of alternatives) {
    const said = new Set(words(alternative));
    let best: { id: string; size: number } | null = null;
    for (const option of options) {
      const needed = words(option.label);
      if (needed.length === 0 || !needed.every((word) => said.has(word))) continue;
      if (!best || needed.length > best.size) best = { id: option.id, size: needed.length };
    }
    if (best) return best.id;
  }
  return null;
}
