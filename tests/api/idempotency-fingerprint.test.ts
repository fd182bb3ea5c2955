import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../server/src/http/idempotency';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';

// docs/decisions/0021-idempotency.md: a request's fingerprint is its canonical parsed input.

const secret = Buffer.alloc(32, 7);
const input = { params: { id: 'm-1' }, query: {}, body: { amount: 10, user: { name: 'Ali', msisdn: '0300' }, items: [{ a: 1, b: 2 }] } };

describe('the fingerprint of a request', () => {
  it('ignores the order of keys, at every depth', () => {
    const reordered = { query: {}, body: { items: [{ b: 2, a: 1 }], user: { msisdn: '0300', name: 'Ali' }, amount: 10 }, params: { id: 'm-1' } };
    expect(fingerprintOf(secret, 'call.id', reordered)).toBe(fingerprintOf(secret, 'call.id', input));
  });

  it('changes with any value, the call, the params or the order of a list', () => {
    const base = fingerprintOf(secret, 'call.id', input);
    expect(fingerprintOf(secret, 'call.id', { ...input, body: { ...input.body, amount: 11 } })).not.toBe(base);
    expect(fingerprintOf(secret, 'call.id', { ...input, body: { ...input.body, user: { name: 'Ali', msisdn: '0301' } } })).not.toBe(base);
    expect(fingerprintOf(secret, 'other.call', input)).not.toBe(base);
    expect(fingerprintOf(secret, 'call.id', { ...input, params: { id: 'm-2' } })).not.toBe(base);
    expect(fingerprintOf(secret, 'call.id', { ...input, body: { ...input.body, items: [{ a: 2, b: 1 }] } })).not.toBe(base);
  });

  it("leaves out the body's key field, and is keyed by the server's secret", () => {
    const withKey = { ...input, body: { ...input.body, idempotencyKey: 'k-1' } };
    expect(fingerprintOf(secret, 'call.id', withKey, 'idempotencyKey')).toBe(fingerprintOf(secret, 'call.id', input, 'idempotencyKey'));
    expect(fingerprintOf(Buffer.alloc(32, 8), 'call.id', input)).not.toBe(fingerprintOf(secret, 'call.id', input));
  });

  it('reads the exact figures a schema hands on as the JSON numbers they came as, so they fingerprint as before', () => {
    const exact = { ...input, body: { ...input.body, amount: money('10.00', 'PKR'), rate: decimal('278.4500'), items: [{ a: decimal('1'), b: 2 }] } };
    const asSent = { ...input, body: { ...input.body, amount: 10, rate: 278.45, items: [{ a: 1, b: 2 }] } };
    expect(fingerprintOf(secret, 'call.id', exact)).toBe(fingerprintOf(secret, 'call.id', asSent));
    expect(fingerprintOf(secret, 'call.id', { ...exact, body: { ...exact.body, amount: money('10.01', 'PKR') } })).not.toBe(
      fingerprintOf(secret, 'call.id', asSent),
    );
  });
});
