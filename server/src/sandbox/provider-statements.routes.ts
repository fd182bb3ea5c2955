import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isIsoDate } from '../../../src/domain/time/iso-date';
import type { BookProvider } from '../db/business/reconciliation.tables';
import type { DatabaseSchema } from '../db/database-schema';
import { basePrefixes } from '../http/base-prefixes';
import { providerStatements } from '../providers/provider-statement.port';

const providers: readonly BookProvider[] = ['easypaisa', 'jazzcash', 'card'];

/**
 * docs/decisions.md "Reconciliation": each sandbox provider's settlement file of a business day, as
 * the provider would hand it out (`GET /payment-gateway/sandbox/statements/{provider}/{day}.csv`).
 * Not a contract call: it belongs to the provider, like the sandbox's 3-D Secure and wallet pages.
 */
export function registerProviderStatementRoutes(app: FastifyInstance, db: Kysely<DatabaseSchema>): void {
  const statements = providerStatements(db);
  app.get<{ Params: { provider: string; file: string } }>(`${basePrefixes.paymentGateway}/sandbox/statements/:provider/:file`, async (request, reply) => {
    const provider = providers.find((name) => name === request.params.provider);
    const day = /^(.*)\.csv$/.exec(request.params.file)?.[1] ?? '';
    if (provider === undefined || !isIsoDate(day)) return reply.code(404).type('text/plain; charset=utf-8').send('No such statement: use /statements/{easypaisa|jazzcash|card}/{YYYY-MM-DD}.csv');
    const text = await statements[provider].statementOf(day);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${provider}-statement-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
