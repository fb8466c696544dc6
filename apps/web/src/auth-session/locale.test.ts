import { afterEach, describe, expect, it, vi } from 'vitest';

// A module graph of its own for each test, without the test set-up's languages: as the app starts on a phone,
// with only pt-BR's texts in its first download.
async function freshApp() {
  vi.resetModules();
  const locale = await import('./locale.ts');
  const { currentLocale } = await import('@gestar/domain/i18n/current-locale');
  const { hasTranslations } = await import('@gestar/domain/i18n/catalog');
  const { AGENDA_TODAY } = await import('@gestar/domain/messages/agenda');
  locale.installLocale();
  await locale.localeInstalled();
  return { ...locale, currentLocale, hasTranslations, AGENDA_TODAY };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a language shown once its texts are loaded', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the screen in its language until the chosen one has arrived, then shows it', async () => {
    const app = await freshApp();
    expect(app.currentLocale()).toBe('pt-BR');
    expect(app.hasTranslations('es')).toBe(false);
    app.chooseDeviceLocale('es');
    // Not one text of a language half loaded.
    expect(app.currentLocale()).toBe('pt-BR');
    expect(app.AGENDA_TODAY()).toBe('Hoje');
    await vi.waitFor(() => expect(app.currentLocale()).toBe('es'));
    expect(app.AGENDA_TODAY()).toBe('Hoy');
  });

  it('shows the last choice when another comes while the first is loading', async () => {
    const app = await freshApp();
    app.chooseDeviceLocale('es');
    app.chooseDeviceLocale('pt-BR');
    await vi.waitFor(() => expect(app.hasTranslations('es')).toBe(true));
    await nextTask();
    expect(app.currentLocale()).toBe('pt-BR');
    expect(app.AGENDA_TODAY()).toBe('Hoje');
  });

  it("starts in the device's language, its texts loaded before the first render", async () => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'gestar.idioma' ? 'es' : null),
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    const app = await freshApp();
    expect(app.currentLocale()).toBe('es');
    expect(app.AGENDA_TODAY()).toBe('Hoy');
  });

  it('loads every language for reading back a kept text in whichever it was given in', async () => {
    const app = await freshApp();
    expect(app.hasTranslations('es')).toBe(false);
    await app.loadEveryLocale();
    expect(app.hasTranslations('es')).toBe(true);
    expect(app.currentLocale()).toBe('pt-BR');
  });
});
