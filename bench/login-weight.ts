// What the browser fetches for /login, by kind, with the transfer sizes (compressed as served),
// and first/largest contentful paint, with and without a slow mobile network (CDP throttling).
//   npm run build && PORT=8330 npm run server     then    npx tsx bench/login-weight.ts http://127.0.0.1:8330
import { chromium } from '@playwright/test';

const origin = process.argv[2] ?? 'http://127.0.0.1:8330';

interface Fetched {
  url: string;
  kind: string;
  bytes: number;
}

async function visit(path: string, options: { mobile: boolean; language?: string }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext(
      options.mobile ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true } : { viewport: { width: 1366, height: 800 } },
    );
    if (options.language) await context.addInitScript((language) => localStorage.setItem('pgw.language', language), options.language);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (options.mobile) {
      // Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; CPU 4x slower.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const fetched = new Map<string, Fetched>();
    const kinds = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      fetched.set(event.requestId, { url: '', kind: kinds.get(event.requestId) ?? 'Other', bytes: event.encodedDataLength });
    });
    const urls = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const paints = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number }>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
          let lcp = -1;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ fcp, lcp }), 200);
        }),
    );
    const rows = [...fetched.entries()].map(([id, row]) => ({ ...row, url: urls.get(id) ?? '' }));
    return { rows, paints };
  } finally {
    await browser.close();
  }
}

function summary(label: string, result: Awaited<ReturnType<typeof visit>>) {
  const byKind = new Map<string, { files: number; bytes: number }>();
  for (const row of result.rows) {
    const kind = row.kind;
    const entry = byKind.get(kind) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += row.bytes;
    byKind.set(kind, entry);
  }
  console.log(`${label}: FCP ${result.paints.fcp.toFixed(0)} ms, LCP ${result.paints.lcp.toFixed(0)} ms`);
  for (const [kind, entry] of byKind)
    console.log(`  ${kind.padEnd(10)} ${String(entry.files).padStart(3)} files ${(entry.bytes / 1024).toFixed(1).padStart(8)} kB transferred`);
  if (process.env.VERBOSE) for (const row of result.rows) console.log(`    ${row.kind} ${(row.bytes / 1024).toFixed(1)} kB ${row.url}`);
}

summary('/login, desktop, no throttling', await visit('/login', { mobile: false }));
summary('/login, mobile 390 px, slow 4G, CPU x4', await visit('/login', { mobile: true }));
summary('/login, Arabic, desktop', await visit('/login', { mobile: false, language: 'ar' }));
