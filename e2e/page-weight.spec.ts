import { expect, test } from '@playwright/test';

/**
 * What /login costs a first visit (docs/decisions/0029-first-load.md): the scripts it loads,
 * weighed gzip-compressed as the server sends them to a browser that accepts only gzip, against a
 * budget that only ever goes down (the goal is 120 kB: docs/decisions/0029-first-load.md); web fonts only for the script in use; compressed, long-cached
 * assets.
 */
// 120, the goal: areas composed on first use, no PrimeReact, zod, luxon or inversify on the sign-in
// page, feature catalogues per feature and language, the Arabic base and the shell's strings out
// of the first load, its files gzipped with Zopfli (measured 117.1 kB in 3 files, from 358 kB in 73).
const scriptBudgetKiB = Number(process.env.LOGIN_SCRIPT_BUDGET_KIB ?? 120);
const fontBudgetKiB = 60;

async function loadedOn(page: import('@playwright/test').Page, path: string) {
  const scripts = new Set<string>();
  const fonts = new Set<string>();
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
    if (request.resourceType() === 'font') fonts.add(request.url());
  });
  await page.goto(path);
  await expect(page.getByRole('button', { name: /Sign in|تسجيل الدخول/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return { scripts: [...scripts], fonts: [...fonts] };
}

async function gzipBytesOf(request: import('@playwright/test').APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  // Files under 512 bytes are not worth compressing (vite.config.ts precompress): sent as they are.
  if (response.headers()['content-encoding'] === undefined) {
    const bytes = (await response.body()).length;
    expect(bytes).toBeLessThan(512);
    return bytes;
  }
  expect(response.headers()['content-encoding']).toBe('gzip');
  return Number(response.headers()['content-length']);
}

test('/login loads its scripts within the budget, gzip-compressed and cached for good', async ({ page, request }) => {
  const { scripts, fonts } = await loadedOn(page, '/login');
  let total = 0;
  for (const url of scripts) total += await gzipBytesOf(request, url);
  test.info().annotations.push({ type: 'login scripts', description: `${scripts.length} files, ${(total / 1024).toFixed(1)} kB gzip` });
  expect(total / 1024).toBeLessThanOrEqual(scriptBudgetKiB);
  // No web font at all: Latin text uses the system's fonts, the sign-in page's icons are inlined SVG masks.
  expect(fonts).toEqual([]);

  const asset = await request.get(scripts.find((url) => url.includes('/assets/')) ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers().vary).toContain('accept-encoding');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const index = await request.get('/login', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(index.headers()['cache-control']).toBe('no-cache');
});

test('Arabic loads one Arabic-only font of at most 60 kB, English none', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('pgw.language', 'ar'));
  const { fonts } = await loadedOn(page, '/login');
  // The icon font does not load on the sign-in page (common/line-icon.css).
  const textFonts = fonts;
  expect(textFonts).toHaveLength(1);
  expect(textFonts[0]).toContain('noto-sans-arabic-arabic-400');
  const font = await request.get(textFonts[0] ?? '');
  expect((await font.body()).length / 1024).toBeLessThanOrEqual(fontBudgetKiB);
});
