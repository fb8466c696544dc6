import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { LOGIN_FIELD, launchProfile } from './browser.ts';

export type ScriptSize = { path: string; bytes: number; gzipBytes: number };
export type LoginBundle = { scripts: ScriptSize[]; gzipBytes: number; bytes: number };

function isScript(response: Response): boolean {
  return response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
}

/**
 * (a) The JavaScript a first visit downloads before the login form is usable, each file gzipped (level 9,
 * what a static server or CDN sends). Leaves the service worker installed in `profileDir` for the cold start.
 */
export async function measureLoginBundle(profileDir: string, baseUrl: string): Promise<LoginBundle> {
  const context = await launchProfile(profileDir, baseUrl);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const before: Response[] = [];
    let usable = false;
    page.on('response', (response) => {
      if (!usable && isScript(response)) before.push(response);
    });
    await page.goto('/login');
    await page.waitForFunction((selector) => {
      const field = document.querySelector<HTMLInputElement>(selector);
      return field !== null && !field.disabled;
    }, LOGIN_FIELD);
    usable = true;
    const scripts: ScriptSize[] = [];
    for (const response of before) {
      const body = await response.body();
      scripts.push({
        path: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(new Uint8Array(body), { level: 9 }).length,
      });
    }
    // The cold start needs the app precached: the worker is active once its install (the precache) is done.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    return {
      scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    };
  } finally {
    await context.close();
  }
}
