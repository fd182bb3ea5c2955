import type { FastifyInstance } from 'fastify';
import { basePrefixes } from '../http/base-prefixes';
import { CheckoutSandboxAdapter, returnUrlsOf } from '../providers/checkout.sandbox-adapter';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';

const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(title)}</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f8;color:#1d2330}main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}h1{font-size:1.25rem;margin:0 0 8px}
p{line-height:1.5}.badge{display:inline-block;background:#1a237e;color:#fff;border-radius:6px;padding:2px 8px;font-size:.8rem}
button{display:block;width:100%;padding:14px;margin-top:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.ok{background:#1b7f3b;color:#fff}.no{background:#fff;color:#b3261e;border:1px solid #b3261e}</style></head>
<body><main><div class="card">${body}</div></main></body></html>`;
}

/**
 * docs/decisions/0031-hosted-checkout.md: the sandbox card provider's OWN 3-D Secure challenge page
 * and the sandbox wallet app's QR page, served as the provider would serve them (plain HTML
 * forms, no script, so the strict CSP holds). Not contract calls: they belong to the provider.
 */
export function registerCheckoutProviderPages(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const provider = new CheckoutSandboxAdapter(db, basePrefixes.paymentGateway);
  const base = `${basePrefixes.paymentGateway}/sandbox`;

  app.get<{ Params: { ref: string } }>(`${base}/3ds/:ref`, async (request, reply) => {
    const row = await provider.row(request.params.ref);
    if (row === undefined || row.method !== 'CARD') return reply.code(404).type('text/html').send(page('Not found', '<h1>Payment not found</h1>'));
    const action = `${base}/3ds/${encodeURIComponent(row.merchant_ref_number)}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          '3-D Secure',
          `<span class="badge">Sandbox bank</span><h1>Confirm your payment</h1>
<p>Amount <strong>${htmlText(row.amount)}</strong><br>Card ${htmlText(row.card_brand ?? '')} •••• ${htmlText(row.card_last4 ?? '')}</p>
<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="pass"><button class="ok" type="submit">Complete authentication</button></form>
<form method="post" action="${action}"><input type="hidden" name="outcome" value="fail"><button class="no" type="submit">Fail authentication</button></form>`,
        ),
      );
  });

  // The provider's pages post plain HTML forms: read them in this scope only (the API stays JSON-only).
  void app.register((scope, _options, registered) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    });
    registerPosts(scope);
    registered();
  });

  function registerPosts(scope: FastifyInstance): void {
    scope.post<{ Params: { ref: string }; Body: { outcome?: string } }>(`${base}/3ds/:ref`, async (request, reply) => {
      const outcome = request.body?.outcome;
      const row = await provider.completeChallenge(request.params.ref, outcome === 'pass');
      const back = row === undefined ? null : returnUrlsOf(row);
      if (row === undefined || back === null) return reply.code(404).type('text/html').send(page('Not found', '<h1>Payment not found</h1>'));
      return reply.redirect(row.status === 'PAID' ? back.success : back.fail, 303);
    });

    app.get<{ Params: { ref: string } }>(`${base}/wallet/:ref`, async (request, reply) => {
      const row = await provider.row(request.params.ref);
      if (row === undefined || row.method !== 'MWALLET-QR') return reply.code(404).type('text/html').send(page('Not found', '<h1>Payment not found</h1>'));
      const action = `${base}/wallet/${encodeURIComponent(row.merchant_ref_number)}`;
      const body =
        row.status === 'UNPAID'
          ? `<form method="post" action="${action}"><button class="ok" type="submit">Pay ${htmlText(row.amount)}</button></form>`
          : `<p>Status: <strong>${htmlText(row.status)}</strong></p>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page('Sandbox wallet', `<span class="badge">Sandbox wallet</span><h1>Approve payment</h1>${body}`));
    });

    scope.post<{ Params: { ref: string } }>(`${base}/wallet/:ref`, async (request, reply) => {
      const row = await provider.payByWallet(request.params.ref);
      const current = row ?? (await provider.row(request.params.ref));
      if (current === undefined) return reply.code(404).type('text/html').send(page('Not found', '<h1>Payment not found</h1>'));
      return reply
        .type('text/html; charset=utf-8')
        .send(page('Sandbox wallet', `<h1>Payment ${htmlText(current.status)}</h1><p>You may return to the merchant.</p>`));
    });
  }
}
