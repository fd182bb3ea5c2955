import type { FormValue } from './form-body';
import type { StripeObject } from './simulator-store';
import { invalidRequest } from './stripe-errors';

/**
 * Stripe's balance transactions (GET /v1/balance_transactions), the card processor's daily statement
 * (docs/providers.md "Daily statements"): one per charge (its amount) and per refund (negative), in
 * minor units, newest first, filtered by `created[gte]`/`[gt]`/`[lt]`/`[lte]` (Unix seconds) and
 * paged by `limit` (1 to 100, default 10) and `starting_after`. The simulator charges no fee.
 * `expand[]=data.source` answers each source's object in place of its id.
 */
export function listBalanceTransactions(
  state: { charges: Record<string, StripeObject>; refunds: Record<string, StripeObject> },
  query: Record<string, FormValue>,
) {
  const created = query.created;
  const bounds = typeof created === 'object' && !Array.isArray(created) ? created : {};
  const bound = (name: string): number | undefined => {
    const text = bounds[name];
    if (text === undefined) return undefined;
    if (typeof text !== 'string' || !/^\d{1,12}$/.test(text))
      throw invalidRequest(`Invalid integer: ${String(text)}`, `created[${name}]`, 'parameter_invalid_integer');
    return Number(text);
  };
  const [gte, gt, lt, lte] = [bound('gte'), bound('gt'), bound('lt'), bound('lte')];
  const limitText = typeof query.limit === 'string' ? query.limit : '10';
  const limit = Number(limitText);
  if (!/^\d{1,3}$/.test(limitText) || limit < 1 || limit > 100) throw invalidRequest('This value must be between 1 and 100.', 'limit');
  const expandSource = Array.isArray(query.expand) && query.expand.includes('data.source');

  const all = [
    ...Object.values(state.charges).map((charge) => transaction(charge, 'charge', Number(charge.amount))),
    ...Object.values(state.refunds).map((refund) => transaction(refund, 'refund', -Number(refund.amount))),
  ]
    .map((entry, order) => ({ ...entry, order }))
    .filter(
      ({ created: at }) =>
        (gte === undefined || at >= gte) && (gt === undefined || at > gt) && (lt === undefined || at < lt) && (lte === undefined || at <= lte),
    )
    // Newest first; within one second the later-made first.
    .sort((a, b) => b.created - a.created || b.order - a.order);
  const after = typeof query.starting_after === 'string' ? all.findIndex((entry) => entry.txn.id === query.starting_after) : -1;
  if (typeof query.starting_after === 'string' && after < 0) throw invalidRequest(`No such balance transaction: '${query.starting_after}'`, 'starting_after');
  const page = all.slice(after + 1, after + 1 + limit);
  return {
    object: 'list',
    url: '/v1/balance_transactions',
    has_more: after + 1 + limit < all.length,
    data: page.map((entry) => (expandSource ? { ...entry.txn, source: entry.source } : entry.txn)),
  };
}

function transaction(source: StripeObject, type: 'charge' | 'refund', amount: number) {
  const created = Number(source.created);
  const txn = {
    id: `txn_${source.id.slice(source.id.indexOf('_') + 1)}`,
    object: 'balance_transaction',
    amount,
    currency: source.currency,
    created,
    // The simulator pays out at once; Stripe makes a charge available days later.
    available_on: created,
    description: null,
    fee: 0,
    fee_details: [],
    net: amount,
    reporting_category: type,
    source: source.id,
    status: 'available',
    type,
  };
  return { created, txn, source };
}
