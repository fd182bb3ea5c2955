import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Answer, CrashTolerantClient } from './http-client';

/** What the workload needs from the seeded books (read before the first kill). */
export interface Fixtures {
  adminToken: string;
  merchantToken: string;
  /** The checkout merchant (Hashir, hashir-credit-card) and its keys. */
  checkout: { sid: string; privateKey: string; serviceId: string };
  /** Multiverse: its payout account takes the top-ups and pays the payouts. */
  payoutMerchantId: string;
  /** Paid wallet transactions the call centre may refund. */
  refundable: { operator: 'easypaisa' | 'jazzcash'; transactionNumber: string; serviceId: string; amount: string }[];
}

/** Every operation whose answer a client saw acknowledged (2xx with its ids). */
export interface Acknowledged {
  checkouts: { orderId: string; sessionId: string; method: string }[];
  payouts: { id: string; loanId: string }[];
  approvals: { id: string; loanId: string }[];
  refunds: { transactionNumber: string; amount: string }[];
  topUps: { id: string; billed: string }[];
  exports: { id: string }[];
}

export const operationKinds = ['checkout-wallet', 'checkout-qr', 'checkout-card', 'payout', 'refund', 'top-up', 'export'] as const;
export type OperationKind = (typeof operationKinds)[number];
const weights: Record<OperationKind, number> = { 'checkout-wallet': 3, 'checkout-qr': 2, 'checkout-card': 2, payout: 3, refund: 2, 'top-up': 2, export: 1 };

export interface WorkloadFigures {
  sent: number;
  acknowledged: number;
  byKind: Record<OperationKind, { sent: number; acknowledged: number }>;
}

export function emptyAcknowledged(): Acknowledged {
  return { checkouts: [], payouts: [], approvals: [], refunds: [], topUps: [], exports: [] };
}

const key = () => randomBytes(12).toString('hex');
/** Wallet payments sent from two tabs at once (two attempts, two keys, one session). */
const twoTabsChance = 0.25;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const amountText = (low: number, high: number) => (low + Math.random() * (high - low)).toFixed(2);

function pickKind(): OperationKind {
  const total = operationKinds.reduce((sum, kind) => sum + weights[kind], 0);
  let draw = Math.random() * total;
  for (const kind of operationKinds) {
    if (draw < weights[kind]) return kind;
    draw -= weights[kind];
  }
  return 'payout';
}

/** One client loop's operations over HTTP, each retried with its own keys until answered. */
export class Workload {
  readonly acknowledged = emptyAcknowledged();
  readonly figures: WorkloadFigures = {
    sent: 0,
    acknowledged: 0,
    byKind: Object.fromEntries(operationKinds.map((kind) => [kind, { sent: 0, acknowledged: 0 }])) as WorkloadFigures['byKind'],
  };

  /** Why operations ended unacknowledged: `kind step status` → how often. */
  readonly refusals = new Map<string, number>();

  constructor(private readonly fixtures: Fixtures) {}

  /** Notes a step's answer that ends the operation unacknowledged; answers false. */
  private refused(kind: string, step: string, answer: Answer<unknown> | null): false {
    const errors = (answer?.body as { errors?: { message?: string }[] } | undefined)?.errors;
    const said = errors?.[0]?.message === undefined ? '' : ` "${errors[0].message}"`;
    const reason = `${kind} ${step} ${answer === null ? 'no answer' : String(answer.status)}${said}`;
    this.refusals.set(reason, (this.refusals.get(reason) ?? 0) + 1);
    return false;
  }

  /** `clients` loops of `operations` each, concurrently. */
  async run(client: () => CrashTolerantClient, clients: number, operations: number): Promise<void> {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const http = client();
        for (let index = 0; index < operations; index += 1) await this.one(http, pickKind());
      }),
    );
  }

  async one(http: CrashTolerantClient, kind: OperationKind): Promise<void> {
    this.figures.sent += 1;
    this.figures.byKind[kind].sent += 1;
    const acknowledged = await this.operations[kind](http);
    if (acknowledged) {
      this.figures.acknowledged += 1;
      this.figures.byKind[kind].acknowledged += 1;
    }
  }

  private readonly operations: Record<OperationKind, (http: CrashTolerantClient) => Promise<boolean>> = {
    'checkout-wallet': (http) => this.checkout(http, 'wallet'),
    'checkout-qr': (http) => this.checkout(http, 'qr'),
    'checkout-card': (http) => this.checkout(http, 'card'),
    payout: (http) => this.payout(http),
    refund: (http) => this.refund(http),
    'top-up': (http) => this.topUp(http),
    export: (http) => this.exportJob(http),
  };

  /** README "Creating a checkout session": signed with the merchant's key; a retry signs again (new nonce), same terms. */
  private async openSession(http: CrashTolerantClient, orderId: string, amount: string): Promise<string | null> {
    const { checkout } = this.fixtures;
    const path = '/api/checkout/sessions';
    const text = JSON.stringify({
      orderId,
      serviceId: checkout.serviceId,
      amount,
      currency: 'PKR',
      product: 'Fault test',
      redirectUrl: 'https://merchant.example/done',
    });
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const bodyHash = createHash('sha256').update(text).digest('hex');
      const signature = createHmac('sha256', checkout.privateKey).update(['POST', path, timestamp, nonce, bodyHash].join('\n')).digest('hex');
      const answer = await http.once<{ sessionId?: string }>(path, {
        method: 'POST',
        headers: {
          'x-pgw-sid': checkout.sid,
          'x-pgw-timestamp': timestamp,
          'x-pgw-nonce': nonce,
          'x-pgw-signature': signature,
          'content-type': 'application/json',
        },
        body: JSON.parse(text),
      });
      if (answer !== null && answer.status < 300 && typeof answer.body.sessionId === 'string') return answer.body.sessionId;
      if (answer !== null && answer.status < 500) return null;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return null;
  }

  /** A hosted-checkout payment to its end; the sandbox's callback-like pages are hit twice. */
  private async checkout(http: CrashTolerantClient, method: 'wallet' | 'qr' | 'card'): Promise<boolean> {
    const orderId = `F-${randomBytes(6).toString('hex')}`;
    const sessionId = await this.openSession(http, orderId, amountText(10, 500));
    if (sessionId === null) return this.refused(`checkout-${method}`, 'session', null);
    const idempotencyKey = key();
    let paid: Answer<{ orderStatus?: string }> | null = null;
    if (method === 'card') {
      const started = await http.call<{ redirectLink?: string | null }>('/payment-gateway/3D-secure/checkout', {
        method: 'POST',
        body: {
          sid: sessionId,
          paymentMethod: 'CARD',
          email: 'buyer@mail.example',
          customerName: 'Ayesha Khan',
          customerMobile: '0300 7654321',
          cardNumber: '4242424242424242',
          cvv: '123',
          cardExpiryMonth: '12',
          cardExpiryYear: '39',
          idempotencyKey,
        },
      });
      if (started === null || started.status >= 300) return this.refused('checkout-card', 'start', started);
      const link = started.body.redirectLink;
      // The challenge's return, twice: a customer's double submit or a provider's repeated callback.
      if (typeof link === 'string') for (let twice = 0; twice < 2; twice += 1) await http.call(link, { method: 'POST', form: 'outcome=pass' });
      for (let twice = 0; twice < 2; twice += 1) {
        paid = await http.call('/payment-gateway/3D-secure/update-status', { method: 'PUT', body: { serviceId: this.fixtures.checkout.serviceId, orderId } });
      }
    } else {
      const path = method === 'qr' ? '/payment-gateway/e-wallet/via-qr' : '/payment-gateway/e-wallet/via-r-2-p';
      const mobile = method === 'qr' ? '03211234567' : '03001234567';
      const body =
        method === 'qr'
          ? { sessionId, paymentMethod: 'MWALLET', email: 'buyer@mail.example', customerMobile: mobile, idempotencyKey }
          : { sessionId, paymentMethod: 'MWALLET', email: 'buyer@mail.example', customerMobile: mobile, debitMobileWalletNo: mobile, idempotencyKey };
      // Now and then the customer pays from two tabs at once: a second attempt with its own key races the first.
      const twoTabs = method === 'wallet' && Math.random() < twoTabsChance;
      const [started] = await Promise.all([
        http.call<{ merchantRefNumber?: string }>(path, { method: 'POST', body }),
        twoTabs ? http.call(path, { method: 'POST', body: { ...body, idempotencyKey: key() } }) : Promise.resolve(null),
      ]);
      const ref = started?.body.merchantRefNumber;
      if (started === null || started.status >= 300 || typeof ref !== 'string') return this.refused(`checkout-${method}`, 'start', started);
      // The QR wallet page's Pay, twice.
      if (method === 'qr')
        for (let twice = 0; twice < 2; twice += 1)
          await http.call(`/payment-gateway/sandbox/wallet/${encodeURIComponent(ref)}`, { method: 'POST', form: 'pay=1' });
      for (let twice = 0; twice < 2; twice += 1) paid = await http.call('/payment-gateway/payment-status', { method: 'POST', body: { referanceNumber: ref } });
    }
    if (paid === null || paid.status >= 300 || paid.body.orderStatus !== 'Paid')
      return this.refused(`checkout-${method}`, `status ${paid?.body.orderStatus ?? ''}`, paid);
    this.acknowledged.checkouts.push({ orderId, sessionId, method });
    return true;
  }

  /** docs/decisions/0025-payouts.md: the merchant adds (Idempotency-Key), staff approve, the worker pays. */
  private async payout(http: CrashTolerantClient): Promise<boolean> {
    const amount = Number(amountText(5, 60));
    const bank = pick(['Easypaisa', 'Jazzcash'] as const);
    const form = {
      merchantOrderId: `F-${randomBytes(6).toString('hex')}`,
      amount,
      certName: 'Ali Raza',
      certId: '35202-1234567-1',
      payoutType: 'WALLET',
      bankName: bank,
      msisdn: '03001234567',
      bankNo: '03001234567',
      description: 'Fault test',
    };
    const added = await http.call<{ result?: { loanId: string; _id: string } }>('/api/loan-requests/add-admin-loan-request', {
      method: 'POST',
      token: this.fixtures.merchantToken,
      headers: { 'idempotency-key': `fault-${key()}` },
      body: form,
    });
    const result = added?.body.result;
    if (added === null || added.status >= 300 || result === undefined) return this.refused('payout', 'add', added);
    this.acknowledged.payouts.push({ id: result._id, loanId: result.loanId });
    const decided = await http.call<{ status?: string }>('/api/loan-requests/change-status', {
      method: 'PUT',
      token: this.fixtures.adminToken,
      body: { id: result._id, status: 'Approved', amount, merchant: 'Multiverse' },
    });
    if (decided?.status === 200) this.acknowledged.approvals.push({ id: result._id, loanId: result.loanId });
    else this.refused('payout', 'approve', decided);
    return true;
  }

  /** docs/decisions/0033-call-centre-and-refunds.md: a whole or part refund, with an Idempotency-Key. */
  private async refund(http: CrashTolerantClient): Promise<boolean> {
    const target = pick(this.fixtures.refundable);
    const part = Math.random() < 0.5;
    const amount = part ? Number((Number(target.amount) * (0.2 + Math.random() * 0.9)).toFixed(2)) : undefined;
    const answer = await http.call<{ status?: string; refund?: { status?: string; amount?: number } }>('/hash-service/via-mw/refund', {
      method: 'POST',
      token: this.fixtures.adminToken,
      headers: { 'idempotency-key': `fault-${key()}` },
      body: {
        operator: target.operator,
        transactionNumber: target.transactionNumber,
        serviceId: target.serviceId,
        ...(amount === undefined ? {} : { amount }),
      },
    });
    if (answer === null || answer.status >= 300 || answer.body.status !== 'success' || answer.body.refund?.status !== 'completed') {
      return this.refused('refund', answer?.status === 200 ? `answered ${answer.body.status ?? ''}/${answer.body.refund?.status ?? ''}` : 'call', answer);
    }
    this.acknowledged.refunds.push({ transactionNumber: target.transactionNumber, amount: String(answer.body.refund.amount) });
    return true;
  }

  /** docs/decisions/0024-payout-accounts.md: a PKR top-up (10,000 less 19.5 % = 8,050 billed), with an Idempotency-Key. */
  private async topUp(http: CrashTolerantClient): Promise<boolean> {
    const answer = await http.call<{ _id?: string; totalBilledAmount?: number }>('/api/loan-transactions/add', {
      method: 'POST',
      token: this.fixtures.adminToken,
      headers: { 'idempotency-key': `fault-${key()}` },
      body: {
        userTypeId: this.fixtures.payoutMerchantId,
        paymentMethod: 'IBFT',
        currency: 'PKR',
        totalAmount: 1000,
        exchangeRate: null,
        waleeCommission: 2,
        sbpCharges: 1,
        serviceSalesTax: 16,
        withHoldingCharges: 0.5,
        totalBilledAmount: 805,
      },
    });
    if (answer === null || answer.status >= 300 || typeof answer.body._id !== 'string') return this.refused('top-up', 'add', answer);
    this.acknowledged.topUps.push({ id: answer.body._id, billed: '805.00' });
    return true;
  }

  /** docs/decisions/0011-csv-export-and-auto-payout-jobs.md: one recent business day, exported by the server's worker. */
  private async exportJob(http: CrashTolerantClient): Promise<boolean> {
    const day = new Date(Date.now() - Math.floor(Math.random() * 20) * 86_400_000).toISOString().slice(0, 10);
    const answer = await http.call<{ data?: { _id: string } }>('/api/csv-jobs/transactions/', {
      method: 'POST',
      token: this.fixtures.adminToken,
      body: { dateFrom: day, dateTo: day },
    });
    const id = answer?.body.data?._id;
    if (answer === null || answer.status >= 300 || id === undefined) return this.refused('export', 'add', answer);
    this.acknowledged.exports.push({ id });
    return true;
  }
}
