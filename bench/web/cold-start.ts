import { LOGIN_FIELD, launchProfile, loginReadyProbe } from './browser.ts';

export type ColdStart = {
  readyMs: number;
  wallMs: number;
  /** Navigation start → the HTML answered by the service worker. */
  documentMs: number;
  /** → the last script of the first screen received (from the worker's cache). */
  scriptsMs: number;
  /** → DOMContentLoaded (the entry module and its static imports evaluated). */
  domContentLoadedMs: number;
};

/**
 * (b) Offline cold start: the browser restarted on the profile that visited once online, network off, CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate); time from navigation start to a usable login field.
 */
export async function measureColdStart(profileDir: string, baseUrl: string): Promise<ColdStart> {
  const context = await launchProfile(profileDir, baseUrl);
  try {
    await context.setOffline(true);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript({ content: loginReadyProbe(LOGIN_FIELD) });
    const started = performance.now();
    await page.goto('/login', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as Window & { __loginReadyAt?: number }).__loginReadyAt !== undefined,
      null,
      {
        timeout: 30_000,
      },
    );
    const wallMs = performance.now() - started;
    const readyMs = await page.evaluate(
      () => (window as Window & { __loginReadyAt?: number }).__loginReadyAt ?? -1,
    );
    // A string: tsx compiles functions with helpers (`__name`) that do not exist in the page.
    const timing = (await page.evaluate(`(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js'));
      return {
        controlled: navigator.serviceWorker.controller !== null,
        documentMs: navigation ? navigation.responseEnd : -1,
        scriptsMs: Math.max(0, ...scripts.map((entry) => entry.responseEnd)),
        domContentLoadedMs: navigation ? navigation.domContentLoadedEventEnd : -1,
      };
    })()`)) as { controlled: boolean; documentMs: number; scriptsMs: number; domContentLoadedMs: number };
    if (!timing.controlled) throw new Error('the page was not served by the service worker');
    return {
      readyMs,
      wallMs,
      documentMs: timing.documentMs,
      scriptsMs: timing.scriptsMs,
      domContentLoadedMs: timing.domContentLoadedMs,
    };
  } finally {
    await context.close();
  }
}
