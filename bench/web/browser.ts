import fs from 'node:fs';
import { CURRENT_SEASON_ID } from '@gestar/domain/lists/value-ids';
import { type BrowserContext, chromium, type Page } from '@playwright/test';

// Debian's Chromium, as the e2e suite uses it.
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** Selector of the login field; "usable" = rendered, enabled and laid out. */
export const LOGIN_FIELD = 'input[autocomplete="username"]';

/** A browser with a profile on disk, so the service worker and its cache survive a restart (a cold start). */
export function launchProfile(profileDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: EXECUTABLE,
    args: ARGS,
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  });
}

/**
 * A fresh browser. `mark` is added to its command line as a switch Chromium ignores, so that its processes can be
 * told from any other Chromium on the machine (farm-download.ts reads their CPU time).
 */
export async function launchFresh(baseURL: string, mark?: string): Promise<BrowserContext> {
  const args = mark ? [...ARGS, `--gestar-bench=${mark}`] : ARGS;
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args });
  const context = await browser.newContext({
    baseURL,
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
  });
  context.on('close', () => void browser.close());
  return context;
}

/**
 * Page script recording `window.__loginReadyAt`: ms since navigation start at the first frame in which the
 * login field is usable (measured in the page, so the automation's polling adds nothing). A string, not a
 * function: tsx compiles functions with helpers (`__name`) that do not exist in the page.
 */
export function loginReadyProbe(selector: string): string {
  return `(() => {
    const usable = () => {
      const field = document.querySelector(${JSON.stringify(selector)});
      return field !== null && !field.disabled && field.getBoundingClientRect().width > 0;
    };
    const observer = new MutationObserver(() => {
      if (window.__loginReadyAt !== undefined || !usable()) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__loginReadyAt = performance.now(); });
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  })();`;
}

/**
 * The season notice a first login opens over home is acknowledged in advance: the benches time the screens
 * behind it, not a 5 s countdown.
 */
export async function markSeasonNoticeSeen(page: Page, userId: string): Promise<void> {
  await page.addInitScript(([key, season]) => localStorage.setItem(key, season), [
    `gestar.season-notice.${userId}`,
    CURRENT_SEASON_ID,
  ] as const);
}

/**
 * Starts the page's CPU profiler (Chrome DevTools) when `file` is given; the returned call stops it and writes the
 * profile there. Without a file, both are no-ops.
 */
export async function profileCpu(page: Page, file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => {};
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  return async () => {
    const { profile } = await session.send('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
  };
}
