import { expect, type Page, type Request, test } from '@playwright/test';
import { drawn, screenSettled } from './support/screen-settled';
import { seedScreens } from './support/seed-screens';
import { demoUsers, signIn } from './support/sign-in';

// docs/decisions/0003-permissions-and-navigation.md: a screen opened by its address, by any demo role,
// shows either the screen (its title, its data, no failed call) or the denied page; never a screen
// whose calls the server refuses ("could not be loaded").
const routes = seedScreens;

const roles = [
  ['admin', demoUsers.platformAdmin],
  ['support', demoUsers.platformSupport],
  ['merchant', demoUsers.merchantAdmin],
  ['viewer', demoUsers.merchantViewer],
  ['jazz.ops', demoUsers.carrierStaff],
] as const;

/** What the page at `path` came to: the denied page, the screen, or what went wrong. */
async function outcomeAt(page: Page, path: string): Promise<string> {
  const refused: string[] = [];
  const inFlight = new Set<Request>();
  const onAnswer = (answer: { status: () => number; url: () => string }) => {
    if (answer.status() === 401 || answer.status() === 403) refused.push(`${answer.status()} ${new URL(answer.url()).pathname}`);
  };
  const started = (request: Request) => {
    inFlight.add(request);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
  };
  page.on('response', onAnswer);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(path);
  const denied = page.locator('.kit-denied');
  const title = page.locator('#main-content h1').first();
  await drawn(page, '.kit-denied, #main-content h1');
  await expect(denied.or(title).first()).toBeVisible();
  await screenSettled(page);
  // Every call the screen made has its answer (a refused one is counted above), without networkidle's
  // fixed half second of quiet per visit.
  await expect.poll(() => inFlight.size, { timeout: 20_000, intervals: [50] }).toBe(0);
  page.off('response', onAnswer);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  if (await denied.isVisible()) return 'denied';
  const failures = await page.locator('.kit-load-failure, .p-toast-message-error').allInnerTexts();
  if (failures.length > 0 || refused.length > 0) return `screen with failures: ${[...failures, ...refused].join('; ')}`;
  return 'screen';
}

test.describe.configure({ mode: 'parallel' });

for (const [role, user] of roles) {
  test(`${role} sees each screen opened by its address, or the denied page`, async ({ page }) => {
    test.setTimeout(600_000);
    await signIn(page, user);
    const broken: string[] = [];
    for (const path of routes) {
      const outcome = await outcomeAt(page, path);
      if (outcome !== 'screen' && outcome !== 'denied') broken.push(`${path}: ${outcome}`);
    }
    expect(broken).toEqual([]);
  });
}

test('a merchant viewer opening the call centre by its address sees the denied page', async ({ page }) => {
  await signIn(page, demoUsers.merchantViewer, '/callcenter');
  await expect(page.getByRole('alert').filter({ hasText: 'Permission Denied' })).toBeVisible();
  await expect(page.getByText('The services could not be loaded')).toHaveCount(0);
});
