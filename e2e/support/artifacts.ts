import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where a test keeps the screenshots a person looks at: e2e/artifacts/<project>-<name>.png. */
export function screenshotPath(testInfo: TestInfo, name: string): string {
  return path.join(here, '..', 'artifacts', `${testInfo.project.name}-${name}.png`);
}
