import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// What a gloved thumb meets on a chute screen, measured in the page: every target's size, its distance to the
// nearest other target, and whether a tap at its centre reaches it. Not a spec.

/** A finger's target on the chute screens (more than the 44 px of the other screens: gloves, one hand). */
export const CHUTE_TAP = 48;
/** Room between two targets, so a thumb does not hit the neighbour. */
export const CHUTE_GAP = 8;

export type ChuteFindings = {
  /** Targets smaller than CHUTE_TAP in either dimension. */
  small: string[];
  /** Pairs of targets less than CHUTE_GAP apart. */
  crowded: string[];
  /** Targets in view whose centre is answered by another element (a floating button, a bar over them). */
  covered: string[];
};

/**
 * Measures every visible target of the page: buttons, links, checkboxes and switches, and each field (a select or
 * a text box, measured by its drawn box). Targets scrolled under the sticky header or the fixed bottom bar are
 * not counted as covered unless `atEnd`: at the end of the page nothing may stay under the bar.
 */
export async function chuteFindings(page: Page, atEnd = false): Promise<ChuteFindings> {
  return page.evaluate(
    ({ tap, gap, atEnd }) => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility !== 'hidden' &&
          style.opacity !== '0' &&
          !element.closest('[aria-hidden="true"]')
        );
      };
      const elements = new Set<HTMLElement>();
      for (const element of Array.from(
        document.querySelectorAll<HTMLElement>(
          'button, a[href], [role=button], .MuiInputBase-root, .MuiCheckbox-root, .MuiSwitch-root, .MuiRadio-root',
        ),
      )) {
        // A select's combobox is reached through the field drawn around it.
        if (element.matches('[role=button]') && element.closest('.MuiInputBase-root')) continue;
        if (visible(element)) elements.add(element);
      }
      const nameOf = (element: HTMLElement) => {
        const field = element.closest('.MuiFormControl-root')?.querySelector('label')?.textContent;
        return (
          element.getAttribute('aria-label') ??
          (element.matches('.MuiInputBase-root') ? `field '${field ?? ''}'` : null) ??
          element.textContent?.trim().slice(0, 40) ??
          element.tagName.toLowerCase()
        );
      };
      const list = [...elements].map((element) => {
        const box = element.getBoundingClientRect();
        return { element, name: nameOf(element), box };
      });
      const small: string[] = [];
      for (const { name, box } of list) {
        // Sub-pixel layout: 47.99 px is 48 px on screen.
        if (Math.round(box.height) < tap || Math.round(box.width) < tap)
          small.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
      const header = document.querySelector('header');
      const bar = document.querySelector('[data-bottom-bar]');
      // The sticky header and the fixed bar stay where they are as the page scrolls under them: only targets of
      // one layer are neighbours.
      const layerOf = (element: HTMLElement) =>
        header?.contains(element) ? 'header' : bar?.contains(element) ? 'bar' : 'page';
      const crowded: string[] = [];
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const a = list[i];
          const b = list[j];
          if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue;
          if (layerOf(a.element) !== layerOf(b.element)) continue;
          const dx = Math.max(0, b.box.left - a.box.right, a.box.left - b.box.right);
          const dy = Math.max(0, b.box.top - a.box.bottom, a.box.top - b.box.bottom);
          if (Math.round(Math.max(dx, dy)) < gap)
            crowded.push(`${a.name} / ${b.name}: ${Math.round(Math.max(dx, dy))} px apart`);
        }
      }
      const covered: string[] = [];
      for (const { element, name, box } of list) {
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || element.contains(hit) || hit.contains(element)) continue;
        if (header?.contains(hit) && !header.contains(element)) continue;
        if (!atEnd && bar?.contains(hit) && !bar.contains(element)) continue;
        const by = hit.getAttribute('aria-label') ?? hit.textContent?.trim().slice(0, 40) ?? hit.tagName;
        covered.push(`${name} under ${hit.tagName.toLowerCase()} '${by}'`);
      }
      return { small, crowded, covered };
    },
    { tap: CHUTE_TAP, gap: CHUTE_GAP, atEnd },
  );
}

/**
 * What is read at a glance in the sun, at WCAG AAA (7:1; axe's `color-contrast-enhanced`): the rows' saved and
 * unsaved chips, the step's counters ('TOTAL DE MATRIZES', the diagnosis summary) and the sync bar.
 */
export async function strongContrastFindings(page: Page): Promise<string[]> {
  // The counter line has no name of its own: marked here for axe to find.
  const total = page.getByText(/^TOTAL DE MATRIZES/).first();
  if ((await total.count()) > 0) await total.evaluate((element) => element.setAttribute('data-counter', ''));
  const parts = [
    '[data-counter]',
    '.MuiChip-root',
    'section[aria-label="Resumo do diagnóstico"]',
    '[data-testid="sync-status"]',
  ];
  let axe = new AxeBuilder({ page }).withRules(['color-contrast-enhanced']);
  for (const part of parts) if ((await page.locator(part).count()) > 0) axe = axe.include(part);
  const { violations } = await axe.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.id}`),
  );
}
