import { expect, test } from '@playwright/test';
import { screenshotPath } from '../support/artifacts.ts';
import { buildFarmWorld, downloadFarm, HELENA, loginAs } from '../support/farm-world.ts';
import { waitForOfflineReady } from '../support/login-page.ts';
import { batchAfterIatf, cowCard } from '../support/management.ts';

// The chute screens take speech — the search box, the diagnosis and the ECC (spec §2 'search
// with voice', §5 spoken numbers → ECC, §9 pt-BR with 5 alternatives). Headless Chromium has no microphone, so
// the browser's recogniser is replaced by one that "hears" what the test queues; the rest is the real app.

test.skip(({ isMobile }) => !isMobile, 'the chute screens are used on phones (390×844)');

declare global {
  interface Window {
    __heard?: string[][];
    __recognitions?: { lang: string; maxAlternatives: number }[];
  }
}

/** A recogniser that answers each start() with the next queued alternatives (none queued: nothing said). */
function fakeRecognition() {
  window.__heard = [];
  window.__recognitions = [];
  class FakeRecognition {
    lang = '';
    maxAlternatives = 1;
    interimResults = true;
    continuous = true;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: unknown) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      window.__recognitions?.push({ lang: this.lang, maxAlternatives: this.maxAlternatives });
      setTimeout(() => {
        const next = window.__heard?.shift();
        if (next) this.onresult?.({ results: [next.map((transcript) => ({ transcript }))] });
        else this.onerror?.({ error: 'no-speech' });
        this.onend?.();
      }, 100);
    }
    abort() {
      this.onerror?.({ error: 'aborted' });
      this.onend?.();
    }
  }
  Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
}

test('DG by voice: a spoken cow ID searches, the diagnosis and the ECC are said; no microphone without recognition', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const world = await buildFarmWorld(request, { cows: 1 });
  const { lote } = await batchAfterIatf(request, world, {
    name: 'Lote Voz',
    codes: ['4521', '4522', '7788'],
  });
  await page.addInitScript(fakeRecognition);
  await loginAs(page, world.vet);
  await downloadFarm(page, HELENA);
  await waitForOfflineReady(page);
  // Offline: the screen and its microphones keep working (the recogniser is the device's business).
  await context.setOffline(true);
  await page.goto(`/DG/${lote.id}`);
  await expect(page.getByText('TOTAL DE MATRIZES: 0/3')).toBeVisible();

  const say = (...alternatives: string[]) =>
    page.evaluate((heard) => window.__heard?.push(heard), alternatives);

  // The ID said digit by digit finds the cow.
  await say('77 88', 'setenta e sete oitenta e oito');
  await page.getByRole('button', { name: 'Falar Buscar' }).click();
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('7788');
  await expect(cowCard(page, '7788')).toBeVisible();
  await expect(cowCard(page, '4521')).toHaveCount(0);

  const card = cowCard(page, '7788');
  await say('prenha', 'prenhe');
  await card.getByRole('button', { name: 'Falar Diagnóstico' }).click();
  await expect(card.getByRole('combobox', { name: 'Diagnóstico' })).toHaveText('Prenhe');
  await say('dois e meio');
  await card.getByRole('button', { name: 'Falar ECC' }).click();
  // The score as a person reads it, with a decimal comma.
  await expect(card.getByRole('combobox', { name: 'ECC' })).toHaveText('2,50');
  await page.screenshot({ path: screenshotPath(testInfo, 'dg-voice') });

  // Something off the scale changes nothing and says so.
  await say('ontem');
  await card.getByRole('button', { name: 'Falar ECC' }).click();
  await expect(page.getByText('Não entendi. Toque no microfone e fale de novo.')).toBeVisible();
  await expect(card.getByRole('combobox', { name: 'ECC' })).toHaveText('2,50');

  // Spec §9: pt-BR, 5 alternatives.
  const started = await page.evaluate(() => window.__recognitions ?? []);
  expect(started.length).toBeGreaterThanOrEqual(4);
  for (const recognition of started) expect(recognition).toEqual({ lang: 'pt-BR', maxAlternatives: 5 });

  // A browser without recognition shows no microphone. The first tab is closed first: while it is open, a second
  // tab is blocked with 'Página duplicada!' (its dialog hides the screen from the accessibility tree).
  await page.close();
  const plain = await context.newPage();
  await plain.addInitScript(() => {
    Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
  });
  await plain.goto(`/DG/${lote.id}`);
  await expect(plain.getByText('TOTAL DE MATRIZES: 0/3')).toBeVisible();
  await expect(plain.getByRole('searchbox', { name: 'Buscar' })).toBeVisible();
  await expect(plain.getByRole('button', { name: /^Falar / })).toHaveCount(0);
});
