import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0/2.1/2.2 A and AA plus axe's best practices: what a phone in the sun and a screen reader both need. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type AxeFinding = { screen: string; rule: string; impact: string; targets: string[] };

/**
 * Every axe violation on the page as it is now, named by the screen it was found on. `popupOpen`: a select's or
 * an autocomplete's list is open. MUI draws it at the end of the body, outside every landmark, which axe's best
 * practice `region` reports; the list belongs to its field (aria-controls), not to the page's structure, so that
 * one rule is left out there and every other rule still runs.
 */
export async function axeFindings(
  page: Page,
  screen: string,
  { popupOpen = false }: { popupOpen?: boolean } = {},
): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page })
    // Experimental in axe-core, so off unless asked for: names that differ from the visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS);
  // Colours measured mid-transition (a button fading in, a ripple) are neither the start nor the end state: one
  // CI run flagged a domain-types button's contrast once and passed on the retry. Transitions are finished at
  // once while axe reads the page, then given back.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const results = await (popupOpen ? builder.disableRules(['region']) : builder)
    .analyze()
    .finally(() => still.evaluate((style) => (style as Element).remove()));
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** One line per finding, for an assertion's message. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map(
      (finding) => `${finding.rule} (${finding.impact}) on ${finding.screen}: ${finding.targets.join(' | ')}`,
    )
    .join('\n');
}
