import { describe, expect, it } from 'vitest';
import {
  easypaisaAmount,
  easypaisaCredentialsHeader,
  easypaisaInquiryRequest,
  easypaisaOutcomeOf,
  easypaisaPaymentRequest,
  easypaisaStatusOf,
} from '../../server/src/providers/easypaisa/easypaisa-wire';

// docs/providers.md "Easypaisa: worked example": the same inputs, the same bytes. The header was computed
// apart from this code: printf '%s' 'example-user:example-pass' | base64.
const credentials = { storeId: '12345', username: 'example-user', password: 'example-pass', accountNum: '654321' };

describe('Easypaisa wire: worked example', () => {
  it('builds the mobile-account payment body byte for byte, with the Credentials header', () => {
    const body = easypaisaPaymentRequest(
      { orderId: 'ORDER-1001', amount: '499', mobileAccountNo: '03001234567', emailAddress: 'buyer@example.com' },
      credentials,
    );
    expect(JSON.stringify(body)).toBe(
      '{"orderId":"ORDER-1001","storeId":"12345","transactionAmount":"499.00","transactionType":"MA","mobileAccountNo":"03001234567","emailAddress":"buyer@example.com"}',
    );
    expect(easypaisaCredentialsHeader(credentials)).toBe('ZXhhbXBsZS11c2VyOmV4YW1wbGUtcGFzcw==');
  });

  it('builds the inquiry body', () => {
    expect(JSON.stringify(easypaisaInquiryRequest('ORDER-1001', credentials))).toBe('{"orderId":"ORDER-1001","storeId":"12345","accountNum":"654321"}');
  });

  it('writes amounts as exact two-place decimal text', () => {
    expect(['0.1', '1500.5', '100000.00', '19.99'].map((amount) => easypaisaAmount(amount))).toEqual(['0.10', '1500.50', '100000.00', '19.99']);
  });

  it('maps response codes and transaction statuses', () => {
    expect(['0000', '0017', '0013', '0001', '0005', '0014', '0015'].map(easypaisaOutcomeOf)).toEqual([
      'success',
      'pending',
      'not-found',
      'error',
      'refused',
      'declined',
      'declined',
    ]);
    // A reversed (refunded) payment was paid: the refund is ours to show (docs/decisions/0050).
    expect(['PAID', 'PENDING', 'FAILED', 'REVERSED'].map(easypaisaStatusOf)).toEqual(['Success', 'Pending', 'Failed', 'Success']);
  });
});
