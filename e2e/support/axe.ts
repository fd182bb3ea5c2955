import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core runs inside the page, loaded once per document: AxeBuilder (@axe-core/playwright) injects it
// again on every call and gathers the results in a blank page it opens for each, 1.0–3.5 s a call against
// 0.3–0.8 s for the same rules in the page (measured on six screens). The portal's screens have no frames,
// which is what that blank page is for.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Every rule axe-core runs by default (WCAG A and AA, and its best practices), and
 * label-content-name-mismatch (WCAG 2.5.3), which axe-core holds as experimental and runs only when named.
 */
const rules: RunOptions = { resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } };

type AxeWindow = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/** The page's violations of serious or critical impact, one line each: rule, impact and up to three places. */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe === 'object'))) await page.evaluate(axeSource);
  const results = await page.evaluate((options) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('axe-core is not loaded in this page');
    return axe.run(document, options);
  }, rules);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
