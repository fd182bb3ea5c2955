import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { openInApp } from './support/open-in-app';
import { screenSettled } from './support/screen-settled';
import { seedScreens } from './support/seed-screens';
import { demoUsers } from './support/sign-in';

// Every screen, in English and Arabic, wide and narrow, with no serious or critical axe-core violation
// (e2e/support/axe.ts names the rules).
const screens = seedScreens;

/** Screens reached from a list's link (their paths carry a record id), checked after the list. */
const openedFrom: Record<string, string> = { '/loan-accounts-balance': 'a[href^="/loan-account-detail/"]:not([href*="/form/"])' };

const layouts = [
  { name: 'wide', viewport: { width: 1366, height: 800 } },
  { name: 'narrow', viewport: { width: 390, height: 844 } },
];

type Language = 'en' | 'ar';

/** The sign-in page drawn in `language`: its switch offers the other language once the page is in this one. */
async function loginPageIn(page: Page, language: Language): Promise<void> {
  await page.goto('/login');
  if (language === 'ar') await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('button', { name: language === 'ar' ? 'English' : 'العربية' })).toBeVisible();
}

/** Signs in as platform staff through the form on the page, and lands on the dashboard. */
async function signInOnForm(page: Page): Promise<void> {
  await page.locator('input[autocomplete="username"]').fill(demoUsers.platformAdmin.userName);
  await page.locator('input[type="password"]').fill(demoUsers.platformAdmin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Screens in groups small enough for one test each. */
const groupSize = 10;
// The file's tests are independent sign-ins, so both workers share them.
test.describe.configure({ mode: 'parallel' });

const groups = Array.from({ length: Math.ceil(screens.length / groupSize) }, (_, index) => screens.slice(index * groupSize, (index + 1) * groupSize));

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  for (const layout of layouts) {
    groups.forEach((group, index) => {
      test(`screens ${index + 1}/${groups.length} pass axe in ${language === 'en' ? 'English' : 'Arabic'}, ${layout.name}`, async ({ page }) => {
        test.setTimeout(360_000);
        await page.setViewportSize(layout.viewport);
        await loginPageIn(page, language);
        if (index === 0) expect.soft(await seriousViolations(page, '/login')).toEqual([]);
        await signInOnForm(page);
        for (const path of group) {
          await openInApp(page, path);
          // Lists and lazy panels finish loading before the page is judged.
          await screenSettled(page);
          expect.soft(await seriousViolations(page, path)).toEqual([]);
          const link = openedFrom[path];
          if (link) {
            await page.locator(link).first().click();
            await expect(page).not.toHaveURL(path);
            await screenSettled(page);
            expect.soft(await seriousViolations(page, page.url())).toEqual([]);
          }
        }
      });
    });
  }
}

const csvJobStatuses = ['pending', 'inprogress', 'completed', 'failed', 'cancelled', 'deleted'] as const;

/** Exports started through the API, one for each status a job can show (spec 1 §4). */
async function seedExports(request: APIRequestContext): Promise<void> {
  const signedIn = await request.post('/api/auth/login', { data: demoUsers.platformAdmin });
  expect(signedIn.status()).toBe(200);
  const token = (await signedIn.json()) as string;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  for (const _ of csvJobStatuses) {
    const answer = await request.post('/api/csv-jobs/transactions/', {
      data: { dateFrom: day, dateTo: day, country: 'PK', currency: 'PKR' },
      headers: { 'x-auth-token': token },
    });
    expect(answer.status()).toBe(200);
  }
}

for (const language of ['en', 'ar'] as const satisfies Language[]) {
  for (const layout of layouts) {
    test(`CSV jobs in every status pass axe in ${language === 'en' ? 'English' : 'Arabic'}, ${layout.name}`, async ({ page, request }) => {
      await seedExports(request);
      // The API finishes every export (completed) and has no call that cancels one: the list the server
      // answers keeps its rows and shape, and each row is given one status of the six.
      await page.route(/\/api\/csv-jobs\/\?/, async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { data: { data: { status: string }[]; count: number } };
        body.data.data.forEach((row, index) => {
          row.status = csvJobStatuses[index % csvJobStatuses.length] ?? row.status;
        });
        await route.fulfill({ response: answer, json: body });
      });
      await page.setViewportSize(layout.viewport);
      await loginPageIn(page, language);
      await signInOnForm(page);
      await page.goto('/csv-jobs');
      for (const colour of ['yellow', 'green', 'red']) await expect(page.locator(`[data-colour="${colour}"]`).first()).toBeVisible();
      await expect(page.locator('.p-datatable-loading-overlay')).toHaveCount(0);
      expect(await seriousViolations(page, '/csv-jobs (every status)')).toEqual([]);
      // The list refreshes itself while jobs run: let a refresh in flight end without its answer.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
}
