import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoUsers, signIn } from './support/sign-in';

// Read-only: nothing here changes data other tests read (the inquire switch is looked at, not flipped).

const cards = (page: Page) => page.getByRole('list', { name: 'Summary counts' });
const panel = (page: Page, name: string) => page.getByRole('region', { name });

/** A business date `days` before today, written as the Calendar shows it (DD MMM YYYY). */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  const month = date.toLocaleString('en-US', { month: 'short', timeZone: 'Asia/Karachi' });
  const day = date.toLocaleString('en-US', { day: '2-digit', timeZone: 'Asia/Karachi' });
  const year = date.toLocaleString('en-US', { year: 'numeric', timeZone: 'Asia/Karachi' });
  return `${day} ${month} ${year}`;
}

async function tableText(table: Locator): Promise<string[]> {
  return table.locator('tbody tr').allInnerTexts();
}

type ManifestChunk = { file: string; src?: string; imports?: string[] };

/** The built files a page runs before its first render: the ones named, and what they import statically (the build's manifest). */
function staticFilesOf(dist: string, manifest: Record<string, ManifestChunk>, named: string[]): { file: string; text: string }[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const next = [...named];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    next.push(...(byFile.get(file)?.imports ?? []).map((key) => manifest[key]?.file ?? key));
  }
  return [...seen].map((file) => ({ file, text: readFileSync(join(dist, file), 'utf8') }));
}

// docs/decisions/0053-dashboard-first-heading.md: the chart library and the data table come after the heading.
test("the sign-in page's scripts and the dashboard heading's code carry no chart library and no data table", () => {
  const dist = process.env.E2E_PORTAL_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryScripts = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const view = manifest['src/ui/dashboard/dashboard.view.tsx'];
  expect(entryScripts.length).toBeGreaterThan(0);
  expect(view).toBeDefined();
  const files = staticFilesOf(dist, manifest, [...entryScripts, view?.file ?? '']);
  // What the ECharts runtime and PrimeReact's DataTable are recognised by in the built code.
  const carrying = (mark: string) => files.filter(({ text }) => text.includes(mark)).map(({ file }) => file);
  expect(carrying('_echarts_instance_')).toEqual([]);
  expect(carrying('p-datatable')).toEqual([]);
});

// docs/decisions/0053-dashboard-first-heading.md: the heading and the page's frame need the session only.
test('the heading and the frame show while the figures and the dashboard area are held back', async ({ page }) => {
  const held: Route[] = [];
  let holding = true;
  const hold = async (route: Route) => {
    if (holding) held.push(route);
    else await route.continue();
  };
  await page.route(/\/api\/(summary|inquire-config|merchants)\//, hold);
  await page.route(/\/assets\/dashboard\.feature-[^/]+\.js$/, hold);
  await signIn(page, demoUsers.platformAdmin);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(cards(page).getByText('Carriers')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Services Share' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Revenue Share' })).toBeVisible();
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(panel(page, 'Services Share').getByRole('table', { name: 'Services Share' }).locator('tbody tr').first()).toBeVisible();
  await expect(cards(page).locator('.dashboard-card__placeholder')).toHaveCount(0);
});

test('platform staff see Carriers and Merchants, the inquire switch, and filter the services share by date', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await expect(cards(page).getByText('Carriers')).toBeVisible();
  await expect(cards(page).getByText('Merchants')).toBeVisible();
  await expect(cards(page).getByText('Users')).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Enable Inquire for Merchant' })).toBeVisible();

  const services = panel(page, 'Services Share');
  const table = services.getByRole('table', { name: 'Services Share' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(services.locator('canvas')).toBeVisible();
  const before = await tableText(table);

  await services.getByLabel('Date from').fill(daysAgo(60));
  await services.getByLabel('Date from').press('Escape');
  await services.getByRole('button', { name: 'Filter' }).click();
  await expect.poll(() => tableText(table)).not.toEqual(before);

  const revenue = panel(page, 'Revenue Share');
  await expect(revenue.getByRole('columnheader', { name: 'Amount', exact: true })).toBeVisible();
  const status = panel(page, 'Billing Summary (Today Status)');
  await expect(status.getByText(/^\d+\.\d{2}%$/).first()).toBeVisible();
  await expect(page.getByLabel('Merchant', { exact: true })).toBeAttached();
});

test('a merchant sees Users and Roles, Merchant Amount, and no inquire switch', async ({ page }) => {
  await signIn(page, demoUsers.merchantAdmin);
  await expect(cards(page).getByText('Users')).toBeVisible();
  await expect(cards(page).getByText('Roles')).toBeVisible();
  await expect(cards(page).getByText('Carriers')).toHaveCount(0);
  await expect(panel(page, 'Revenue Share').getByRole('columnheader', { name: 'Merchant Amount' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Enable Inquire for Merchant' })).toHaveCount(0);
  const revenueRows = await tableText(panel(page, 'Revenue Share').getByRole('table', { name: 'Revenue Share' }));
  expect(revenueRows.every((row) => row.startsWith('multiverse-'))).toBe(true);
  // docs/decisions/0041-refunds-in-the-money-figures.md: its share after refunds, per currency.
  const totals = panel(page, 'Revenue Share').getByRole('table', { name: 'Merchant Amount after refunds' });
  await expect(totals.getByRole('columnheader')).toHaveText(['Gross', 'Refunds', 'Net', 'Currency']);
  await expect(totals.locator('tbody tr').first()).toContainText('PKR');
});

test('the dashboard in Arabic', async ({ page }) => {
  await signIn(page, demoUsers.platformAdmin);
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'حصة الخدمات' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'تفعيل الاستعلام للتاجر' })).toBeVisible();
  await expect(panel(page, 'حصة الإيرادات').getByRole('columnheader', { name: 'المبلغ' })).toBeVisible();
});
