// Hosted checkout figures (docs/decisions/0031-hosted-checkout.md): signed sessions created per second
// and the p95 of the checkout calls under 8 concurrent clients, against the real server in its own
// process on a fresh PGlite folder; and the checkout entry's first-load gzip size from dist/.
//   npm run build && npx tsx bench/checkout-bench.ts        (BENCH_SECONDS=10 by default)
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listMerchants } from '../src/contract/lookups.contract';
import { getMerchantConfidential } from '../src/contract/merchants.contract';
import { benchClient, signInAt } from './bench-client';
import { load } from './latency';
import { startServer } from '../server/src/dev/server-process';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = 8;
const log = (message: string) => console.log(`  ${message}`);

/** The checkout page's first load: checkout.html's script and every module it preloads, gzipped. */
function checkoutEntrySize(): void {
  const html = 'dist/checkout.html';
  if (!existsSync(html)) {
    log('checkout entry: dist/checkout.html missing (run npm run build first)');
    return;
  }
  const files = [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join('dist', file))).length;
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  log(
    `checkout entry first load: ${(js / 1024).toFixed(1)} kB gzip JS in ${files.filter((f) => f.endsWith('.js')).length} files, ${(css / 1024).toFixed(1)} kB gzip CSS (budget 100 kB JS)`,
  );
}

async function main(): Promise<void> {
  console.log('\n== hosted checkout');
  checkoutEntrySize();
  const dataDir = await mkdtemp(join(tmpdir(), 'pgw-checkout-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', CHECKOUT_RATE_LIMIT: '10000000', SIGN_IN_RATE_LIMIT: '1000' });
  try {
    const token = await signInAt(server.origin, 'admin', 'admin12345');
    const call = benchClient(server.origin, token);
    const merchants = await call<{ _id: string; name: string }[]>(listMerchants);
    const hashir = merchants.find((m) => m.name === 'Hashir');
    if (hashir === undefined) throw new Error('demo merchant Hashir not found');
    const keys = await call<{ sid: string; privateKey: string }>(getMerchantConfidential, { params: { id: hashir._id } });
    const serviceId = ((await (await fetch(`${server.origin}/api/checkout/get/service?sessionId=demo-checkout-01`)).json()) as { serviceId: string }).serviceId;
    const path = '/api/checkout/sessions';
    const createSession = async (): Promise<string> => {
      const body = JSON.stringify({
        orderId: `B-${randomBytes(8).toString('hex')}`,
        serviceId,
        amount: '499.00',
        currency: 'PKR',
        product: 'Bench',
        redirectUrl: 'https://hashir.example/done',
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const signature = createHmac('sha256', keys.privateKey)
        .update(['POST', path, timestamp, nonce, createHash('sha256').update(body).digest('hex')].join('\n'))
        .digest('hex');
      const response = await fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-pgw-sid': keys.sid,
          'x-pgw-timestamp': timestamp,
          'x-pgw-nonce': nonce,
          'x-pgw-signature': signature,
        },
        body,
      });
      if (response.status !== 201) throw new Error(`session answered ${response.status}`);
      return ((await response.json()) as { sessionId: string }).sessionId;
    };
    const post = async (url: string, body: unknown, method = 'POST') => {
      const response = await fetch(`${server.origin}${url}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 120)}`);
      return response.json() as Promise<Record<string, unknown>>;
    };

    const sessions = await load(clients, seconds * 1000, async () => void (await createSession()));
    log(`signed session creation, ${clients} clients: ${sessions.perSecond} sessions/s, p50 ${sessions.p50} ms, p95 ${sessions.p95} ms`);

    const pool = await Promise.all(Array.from({ length: 400 }, () => createSession()));
    const loads = await load(
      clients,
      seconds * 1000,
      async (i) => void (await fetch(`${server.origin}/api/checkout/get/service?sessionId=${pool[i % pool.length]}`)).arrayBuffer(),
    );
    log(`GET /checkout/get/service: ${loads.perSecond}/s, p50 ${loads.p50} ms, p95 ${loads.p95} ms`);

    // One full payment per iteration: a request-to-pay by the paying test number, then its status poll.
    const payments = await load(clients, seconds * 1000, async () => {
      const sessionId = await createSession();
      const started = await post('/payment-gateway/e-wallet/via-r-2-p', {
        sessionId,
        paymentMethod: 'MWALLET',
        email: 'buyer@mail.example',
        customerMobile: '03001234567',
        debitMobileWalletNo: '03001234567',
        idempotencyKey: randomBytes(8).toString('hex'),
      });
      await post('/payment-gateway/payment-status', { referanceNumber: started.merchantRefNumber });
    });
    log(`session + request to pay + status poll (pays, writes the transaction): ${payments.perSecond}/s, p50 ${payments.p50} ms, p95 ${payments.p95} ms`);

    const cards = await load(clients, seconds * 1000, async () => {
      const sessionId = await createSession();
      await post('/payment-gateway/3D-secure/checkout', {
        sid: sessionId,
        paymentMethod: 'CARD',
        email: 'buyer@mail.example',
        customerName: 'Bench Card',
        customerMobile: '03007654321',
        cardNumber: '4242424242424242',
        cvv: '123',
        cardExpiryMonth: '12',
        cardExpiryYear: '39',
        idempotencyKey: randomBytes(8).toString('hex'),
      });
    });
    log(`session + POST /3D-secure/checkout: ${cards.perSecond}/s, p50 ${cards.p50} ms, p95 ${cards.p95} ms`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
