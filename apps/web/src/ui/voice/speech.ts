// The browser's speech recognition (Web Speech API), as the chute screens use it: the language the person
// reads (spec §9 says pt-BR, the only language there), 5 alternatives (spec §9), one phrase per tap. Chrome on
// Android has it (prefixed); where a browser has none, no button shows.
import { currentLocale } from '@gestar/domain/i18n/current-locale';
import type { Locale } from '@gestar/domain/i18n/locales';

type RecognitionAlternative = { transcript: string };
type RecognitionResultEvent = { results: ArrayLike<ArrayLike<RecognitionAlternative>> };
type RecognitionErrorEvent = { error: string };

type Recognition = {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  abort: () => void;
};

type RecognitionConstructor = new () => Recognition;

/**
 * The recogniser's language for a locale: Brazilian Portuguese, or Latin-American Spanish (es-419) for the vets
 * of Paraguay, Argentina, Uruguay and Bolivia, whose accents a Spain-Spanish (es-ES) model hears worse.
 */
const SPEECH_LANGS: Record<Locale, string> = { 'pt-BR': 'pt-BR', es: 'es-419' };

/** The recogniser's language now: the one the person reads the app in. */
export function speechLang(locale: Locale = currentLocale()): string {
  return SPEECH_LANGS[locale];
}
export const SPEECH_ALTERNATIVES = 5;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function hasSpeechRecognition(): boolean {
  return recognitionConstructor() !== null;
}

/** Why listening failed, for the message the user sees. */
export type SpeechFailure = 'denied' | 'no-speech' | 'offline' | 'other';

export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  constructor(readonly failure: SpeechFailure) {
    super(`speech recognition: ${failure}`);
  }
}

function failureOf(code: string): SpeechFailure {
  if (code === 'not-allowed' || code === 'service-not-allowed') return 'denied';
  if (code === 'no-speech' || code === 'aborted') return 'no-speech';
  if (code === 'network') return 'offline';
  return 'other';
}

/** Listens for one phrase; resolves with what was heard, most likely first. `signal` stops listening. */
export function listenOnce(signal?: AbortSignal): Promise<string[]> {
  const Constructor = recognitionConstructor();
  if (!Constructor) return Promise.reject(new SpeechError('other'));
  return new Promise((resolve, reject) => {
    const recognition = new Constructor();
    recognition.lang = speechLang();
    recognition.maxAlternatives = SPEECH_ALTERNATIVES;
    recognition.interimResults = false;
    recognition.continuous = false;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    recognition.onresult = (event) => {
      const first = event.results[0];
      const heard = first ? Array.from(first, (alternative) => alternative.transcript.trim()) : [];
      finish(() => resolve(heard.filter(Boolean)));
    };
    recognition.onerror = (event) => finish(() => reject(new SpeechError(failureOf(event.error))));
    // Ended without a result: nothing was said.
    recognition.onend = () => finish(() => reject(new SpeechError('no-speech')));
    signal?.addEventListener('abort', () => recognition.abort(), { once: true });
    recognition.start();
  });
}
