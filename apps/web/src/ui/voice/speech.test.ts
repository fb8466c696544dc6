import { setLocaleSource } from '@gestar/domain/i18n/current-locale';
import { DEFAULT_LOCALE } from '@gestar/domain/i18n/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenOnce, speechLang } from './speech.ts';

/** A recogniser that remembers its language and hears 'dois e meio'. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  maxAlternatives = 1;
  interimResults = true;
  continuous = true;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.onresult?.({ results: [[{ transcript: ' dois e meio ' }]] });
  }
  abort() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLocaleSource(() => DEFAULT_LOCALE);
});

describe('speech recognition language', () => {
  it('is Brazilian Portuguese or Latin-American Spanish, as the person reads', () => {
    expect(speechLang('pt-BR')).toBe('pt-BR');
    expect(speechLang('es')).toBe('es-419');
  });

  it('listens in the language read at the moment of listening', async () => {
    vi.stubGlobal('window', { SpeechRecognition: FakeRecognition });
    await expect(listenOnce()).resolves.toEqual(['dois e meio']);
    expect(FakeRecognition.last?.lang).toBe('pt-BR');
    expect(FakeRecognition.last?.maxAlternatives).toBe(5);
    setLocaleSource(() => 'es');
    await listenOnce();
    expect(FakeRecognition.last?.lang).toBe('es-419');
  });
});
