import { expect, test, type Page } from '@playwright/test';

/**
 * The customer's checkout pages and the sign-in page do not move under the reader's eyes
 * (docs/decisions/0044-checkout-layout-stability.md): every layout shift the browser records from
 * the first paint until the page is ready to use, on a phone over a slow network with a slow CPU
 * (Lighthouse's mobile profile), adds up to at most 0.01.
 */
const budget = 0.01;

test.use({ viewport: { width: 390, height: 844 } });

/** Lighthouse's simulated mobile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a CPU 4× slower. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

interface Shift {
  value: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** Every layout shift of the page so far (buffered), with the elements that moved, for the failure's message. */
function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        const shifts: Shift[] = [];
        type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        const describe = (node: Node | null | undefined) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName ?? '?');
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShift[]) {
            shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own; two frames later they are all in.
        setTimeout(() => resolve(shifts), 300);
      }),
  );
}

async function cumulativeShiftOf(page: Page, path: string, ready: RegExp): Promise<{ total: number; shifts: Shift[] }> {
  await throttle(page);
  await page.goto(path);
  await expect(page.getByRole('button', { name: ready })).toBeVisible({ timeout: 30_000 });
  // Late arrivals (a web font, an image) have their chance to move things.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const shifts = (await shiftsOf(page)).filter((shift) => !shift.hadRecentInput);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/** The demo service's id, for the /checkout/mena/{serviceId}/{orderId} address of a seeded session. */
async function serviceIdOf(page: Page, sessionId: string): Promise<string> {
  const response = await page.request.get(`/api/checkout/get/service?sessionId=${sessionId}`);
  return ((await response.json()) as { serviceId: string }).serviceId;
}

const pages: { name: string; path: (page: Page) => Promise<string>; ready: RegExp }[] = [
  { name: 'the hosted checkout', path: async () => '/hosted-checkout/demo-checkout-21', ready: /^Pay/ },
  { name: 'the session payment page', path: async () => '/hosted-checkout/eg/demo-checkout-23', ready: /^Pay/ },
  {
    name: 'the hosted checkout by service and order',
    path: async (page) => `/checkout/mena/${await serviceIdOf(page, 'demo-checkout-22')}/DEMO-ORDER-0022`,
    ready: /^Pay/,
  },
  { name: 'the sign-in page', path: async () => '/login', ready: /Sign in/ },
];

for (const { name, path, ready } of pages) {
  test(`${name} shifts its layout by at most ${budget} while it loads on a slow phone`, async ({ page }) => {
    const { total, shifts } = await cumulativeShiftOf(page, await path(page), ready);
    test.info().annotations.push({ type: 'cumulative layout shift', description: total.toFixed(4) });
    expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(budget);
  });
}
