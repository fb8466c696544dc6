// Renders the PWA's PNG icons from the SVG sources with the Chromium the e2e suite already uses, so no image
// library is needed. Run after editing an icon: `node apps/web/scripts/render-icons.mjs`; commit the PNGs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

const targets = [
  { source: 'favicon.svg', output: 'icons/icon-192.png', size: 192 },
  { source: 'favicon.svg', output: 'icons/icon-512.png', size: 512 },
  { source: 'favicon.svg', output: 'icons/apple-touch-icon-180.png', size: 180 },
  { source: 'icons/maskable.svg', output: 'icons/maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const target of targets) {
    const svg = await readFile(path.join(publicDir, target.source), 'utf8');
    const page = await browser.newPage({ viewport: { width: target.size, height: target.size } });
    const sized = svg.replace('<svg ', `<svg width="${target.size}" height="${target.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: path.join(publicDir, target.output), omitBackground: true });
    await page.close();
    console.log(`${target.output} (${target.size}×${target.size})`);
  }
} finally {
  await browser.close();
}
