import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0/2.1/2.2 A and AA plus axe's best practices: what a phone in the sun and a screen reader both need. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type AxeFinding = { screen: string; rule: string; impact: string; targets: string[] };

/** Every axe violation on the page as it is now, named by the screen it was found on. */
export async function axeFindings(page: Page, screen: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    // Experimental in axe-core, so off unless asked for: names that differ from the visible text.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(TAGS)
    .analyze();
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
