import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoUsers, signIn } from './support/sign-in';

// axe-core on every screen of the route table, in English and Arabic, wide and at a phone's width:
// no serious or critical violation. The suite is black-box, so it reads the route table as text.
const routeTable = readFileSync(new URL('../src/ui/routing/screens.ts', import.meta.url), 'utf8');
const publicOrSessionPaths = /^\/(hosted-checkout|checkout|easypaisa|callback|logout|login|404)/;
const reportTypes = [...routeTable.matchAll(/^\s*'?([a-z-]+)'?: \{ screen: '/gm)].map((match) => match[1]);
const paths = [
  ...new Set(
    [...routeTable.matchAll(/path: '([^']+)'/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => path !== '/reports' && !publicOrSessionPaths.test(path))
      // A form opened for a new record; a record page with an id that does not exist shows its empty state.
      .map((path) => path.replace(/\/form\/:[A-Za-z]+/, '/form/new').replace(/:[A-Za-z]+/g, 'unknown')),
  ),
  ...reportTypes.map((type) => `/reports?type=${type}`),
];

const layouts = [
  { name: 'wide', viewport: { width: 1366, height: 800 } },
  { name: 'narrow', viewport: { width: 390, height: 844 } },
] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const language of ['en', 'ar'] as const) {
  for (const layout of layouts) {
    test(`every screen passes axe in ${language}, ${layout.name}`, async ({ page }) => {
      // Left in English, wide: the inquire switch's nested control (PrimeReact InputSwitch), the
      // settlement summary's not-found state (no h1, its failure text's contrast). Enable once fixed.
      test.setTimeout(15 * 60_000);
      const choose = (chosen: string) => page.evaluate((value) => localStorage.setItem('pgw.language', value), chosen);
      await page.setViewportSize(layout.viewport);
      await page.goto('/login');
      await choose(language);
      await page.reload();
      await expect(page.locator('h1')).toBeVisible();
      const found: string[] = (await seriousViolations(page)).map((violation) => `/login ${violation}`);
      await choose('en');
      await page.setViewportSize(layouts[0].viewport);
      await signIn(page, demoUsers.platformAdmin);
      await page.setViewportSize(layout.viewport);
      await choose(language);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('main'), path).toBeVisible();
        await page.waitForLoadState('networkidle');
        if ((await page.locator('main h1').count()) === 0) found.push(`${path} has no page heading (h1)`);
        found.push(...(await seriousViolations(page)).map((violation) => `${path} ${violation}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
