import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isIsoDate } from '../../../src/domain/time/iso-date';
import type { BookProvider } from '../db/business/reconciliation.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { basePrefixes } from '../http/base-prefixes';
import { randomBytes } from 'node:crypto';
import { CheckoutSandboxAdapter, sandboxMobiles } from '../providers/checkout.sandbox-adapter';
import { providerStatements } from '../providers/provider-statement.port';

const providers: readonly BookProvider[] = ['easypaisa', 'jazzcash', 'card'];

/**
 * docs/decisions/0035-reconciliation.md: each sandbox provider's settlement file of a business day, as
 * the provider would hand it out (`GET /payment-gateway/sandbox/statements/{provider}/{day}.csv`).
 * Not a contract call: it belongs to the provider, like the sandbox's 3-D Secure and wallet pages.
 */
export function registerProviderStatementRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>, options: { demo: boolean }): void {
  // The books hold every customer's references and amounts: only a demo server hands them to anyone who
  // asks (the reconciliation reads them through the port, never through this route).
  if (!options.demo) return;
  const statements = providerStatements(db);
  app.get<{ Params: { provider: string; file: string } }>(`${basePrefixes.paymentGateway}/sandbox/statements/:provider/:file`, async (request, reply) => {
    const provider = providers.find((name) => name === request.params.provider);
    const day = /^(.*)\.csv$/.exec(request.params.file)?.[1] ?? '';
    if (provider === undefined || !isIsoDate(day))
      return reply.code(404).type('text/plain; charset=utf-8').send('No such statement: use /statements/{easypaisa|jazzcash|card}/{YYYY-MM-DD}.csv');
    const text = await statements[provider].statementOf(day);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${provider}-statement-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(text);
  });

  const checkout = new CheckoutSandboxAdapter(db, basePrefixes.paymentGateway);
  /**
   * A demo's way to make an orphan charge (README "Reconciliation"): the wallet sandbox takes a payment
   * for a checkout session and its answer never reaches the gateway, as when a connection drops after
   * the provider said PAID. Only demo servers (SEED_DEMO) have it, as the statements above.
   */
  app.post<{ Body: { sessionId?: unknown; method?: unknown; amount?: unknown } }>(
    `${basePrefixes.paymentGateway}/sandbox/lost-answers`,
    { bodyLimit: 4096 },
    async (request, reply) => {
      const { sessionId, method, amount } = request.body ?? {};
      if (
        typeof sessionId !== 'string' ||
        (method !== 'EASYPAISA' && method !== 'JAZZCASH') ||
        typeof amount !== 'string' ||
        !/^\d{1,13}\.\d{2}$/.test(amount)
      ) {
        return reply
          .code(400)
          .send({ errors: [{ code: 'validation_failed', message: 'Send sessionId, method (EASYPAISA or JAZZCASH) and amount such as 1500.00' }] });
      }
      const session = await db.selectFrom('checkout_sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
      if (session === undefined) return reply.code(404).send({ errors: [{ code: 'not_found', message: 'No such checkout session' }] });
      const merchantRefNumber = `LOST-${randomBytes(6).toString('hex').toUpperCase()}`;
      const payment = await checkout.start({ merchantRefNumber, sessionId, method, amount, currency: 'PKR', customerMobile: sandboxMobiles.paid });
      return reply.send({ merchantRefNumber, status: payment.status });
    },
  );
}
