import type { Page } from '@playwright/test';
import type { FarmWorld } from './farm-world.ts';

// The field checks of one phone screen: tap targets, English words, uncaught errors. Not a spec.

export const MIN_TAP = 44;

/** What a finger taps: buttons, links, role=button, checkboxes, radios, select triggers, menu items and
 * the options of an open list. */
const TAPPABLE =
  'button, a[href], [role=button], input[type=checkbox], input[type=radio], [role=combobox], [role=option], [role=menuitem]';

export type SmallTarget = { what: string; width: number; height: number };

/** Every visible tappable element smaller than MIN_TAP in either dimension. */
export async function smallTapTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const found: { what: string; width: number; height: number }[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        // Under an open dialog the page behind is inert: only what is on top counts.
        if (element.closest('[aria-hidden="true"]')) continue;
        // A combobox input inside an Autocomplete is measured through its field (the input is the text line).
        const target = element.matches('input[role=combobox]')
          ? ((element.closest('.MuiInputBase-root') as HTMLElement | null) ?? element)
          : element;
        const measured = target.getBoundingClientRect();
        // Sub-pixel layout: 43.99 px is 44 px on screen.
        if (Math.round(measured.width) >= min && Math.round(measured.height) >= min) continue;
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('name') ??
          element.textContent?.trim().slice(0, 40) ??
          '';
        found.push({
          what: `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`,
          width: Math.round(measured.width),
          height: Math.round(measured.height),
        });
      }
      return found;
    },
    { selector: TAPPABLE, min: MIN_TAP },
  );
}

/**
 * Every visible tappable element whose centre is covered by something else (a floating button, a sticky bar):
 * a tap there would not reach it. Elements scrolled under the sticky header are not counted: scrolling brings them
 * back.
 */
export async function coveredTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const header = document.querySelector('header');
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || element.contains(hit) || hit.contains(element)) continue;
      // An input drawn by its label or field (MUI checkboxes, selects) is reached through them.
      if (hit.closest('label, .MuiInputBase-root, .MuiFormControl-root')?.contains(element)) continue;
      if (header?.contains(hit) && !header.contains(element)) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const by = hit.getAttribute('aria-label') ?? hit.textContent?.trim().slice(0, 40) ?? hit.tagName;
      found.push(`${element.tagName.toLowerCase()} "${name}" under ${hit.tagName.toLowerCase()} "${by}"`);
    }
    return found;
  }, TAPPABLE);
}

/**
 * Common English words of a user interface. Any in the visible text is a label left untranslated; the Portuguese
 * words that look the same ('a', 'no', 'use') are not in the list.
 */
const ENGLISH = new Set(
  `the and or of to for with from by in on at is are was not yes cancel save delete edit update create submit
  search filter clear close open back next previous first last page pages rows row per loading error errors
  failed success warning info settings home user users farm farms batch batches bull bulls protocol protocols
  sync syncing synced pending offline online upload download logout sign password email name date time
  new add remove select selected none all items list view details undefined null nan true false object
  function invalid required unknown retry refresh reload show hide more less`
    .split(/\s+/)
    .filter(Boolean),
);

/** Names and terms the spec itself uses in English or that contain English words (breeds, centrals, products). */
const ALLOWED = [
  // Spec §2: the farm form's title.
  'Nova Farm',
  'Power BI',
  'POWER BI',
  'Select Sires',
  'ST Genetics',
  'Alta Genetics',
  'Red Angus',
  'Aberdeen Angus',
  'Creep-feeding',
];

/** English words in the page's visible text, outside the allow-list. */
export async function englishWords(page: Page): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const allowed of ALLOWED) text = text.split(allowed).join(' ');
  const words = text.split(/[^\p{L}]+/u).filter(Boolean);
  return [...new Set(words.filter((word) => ENGLISH.has(word.toLowerCase())))];
}

/** Starts collecting uncaught errors: console.error messages and page errors. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Labels cut short with an ellipsis ('Início da Estação de Mon…'): text wider than the box that shows it. */
export async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of Array.from(
      document.querySelectorAll<HTMLElement>('label, legend span, button, th'),
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const clips = style.textOverflow === 'ellipsis' || style.overflow === 'hidden';
      if (clips && element.scrollWidth > element.clientWidth + 1) cut.push(element.textContent?.trim() ?? '');
    }
    return cut.filter(Boolean);
  });
}

/**
 * What makes a person pan sideways on a phone: the page wider than the screen, and any box that scrolls
 * sideways inside it (a table cut at the right edge reads as missing columns until someone thinks to swipe).
 */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`page: ${root.scrollWidth} px wide on a ${root.clientWidth} px screen`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (element.clientWidth === 0 || element.closest('[aria-hidden="true"]')) continue;
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const name =
        element.getAttribute('aria-label') ??
        element.querySelector('[aria-label]')?.getAttribute('aria-label') ??
        element.className.toString().split(' ')[0] ??
        element.tagName.toLowerCase();
      found.push(`${name}: ${element.scrollWidth} px of content in ${element.clientWidth} px`);
    }
    return found;
  });
}

type ScreenWorld = Pick<FarmWorld, 'helenaId' | 'boaVistaId' | 'loteId' | 'touroId'>;

/** The farm and retiro paths of the farm world, where most screens are. */
export function screenPaths(world: ScreenWorld): { farm: string; corral: string } {
  const farm = `/farms/${world.helenaId}`;
  return { farm, corral: `${farm}/corrals/${world.boaVistaId}` };
}

/** Every screen a vet reaches outside the chute, by name and path, in the farm world. */
export function fieldScreens(world: ScreenWorld): [string, string][] {
  const { farm, corral } = screenPaths(world);
  return [
    ['home', '/'],
    ['farm', farm],
    ['own sheet import', `${farm}/importar-planilha`],
    ['farm form (edit)', `${farm}/update`],
    ['farm form (new)', '/farms/create'],
    ['retiro', corral],
    ['retiro form', `${corral}/update`],
    ['new retiro', `${farm}/corrals/create`],
    ['batch form (new)', `${corral}/batches/create`],
    ['batch view', `${corral}/batches/${world.loteId}`],
    ['batch form (edit)', `${corral}/batches/${world.loteId}/update`],
    ['merge batches', `${corral}/mergeBatches`],
    ['season start', '/farms/estacaodemonta'],
    ['protocols', '/protocols'],
    ['protocol form', '/protocols/create'],
    ['farm bulls', `${farm}/bulls`],
    ['bull form', `${farm}/bulls/create`],
    ['bull view', `${farm}/bulls/${world.touroId}`],
    ['global bulls', '/bulls/create-for-all/batch/none/management/none'],
    ['partidas', `/partidas/${world.touroId}/batch/none/management/none`],
    ['users', '/users'],
    ['user form', '/users/create'],
    ['training', '/treinamentos'],
  ];
}
