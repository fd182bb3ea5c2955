import { describe, expect, it } from 'vitest';
import { hasValidJazzcashHash, jazzcashHashInput, jazzcashSecureHash } from '../../server/src/providers/jazzcash/jazzcash-secure-hash';
import { jazzcashDateTime, jazzcashInquiryRequest, jazzcashOutcomeOf, jazzcashPaymentRequest } from '../../server/src/providers/jazzcash/jazzcash-wire';

// docs/providers.md "Jazzcash: worked example": the same inputs, the same bytes. The hashes were computed
// apart from this code: printf '%s' '<hash input>' | openssl dgst -sha256 -hmac 'example-salt'.
const credentials = { merchantId: 'MC12345', password: 'example-pass', integritySalt: 'example-salt' };
const payment = {
  txnRefNo: 'T20261127150000001',
  billReference: 'ORDER-1001',
  description: 'Order ORDER-1001',
  amount: '499.00',
  currency: 'PKR',
  mobileNumber: '03001234567',
  cnic: '345678',
  at: new Date('2026-11-27T10:00:00Z'),
  expiresInMinutes: 60,
};

describe('Jazzcash wire: worked example', () => {
  it('signs the mobile-wallet payment request byte for byte', () => {
    const request = jazzcashPaymentRequest(payment, credentials);
    expect(jazzcashHashInput(request, credentials.integritySalt)).toBe(
      'example-salt&49900&ORDER-1001&345678&Order ORDER-1001&EN&MC12345&03001234567&example-pass&PKR&20261127150000&20261127160000&T20261127150000001',
    );
    expect(JSON.stringify(request)).toBe(
      '{"pp_Language":"EN","pp_MerchantID":"MC12345","pp_SubMerchantID":"","pp_Password":"example-pass","pp_TxnRefNo":"T20261127150000001",' +
        '"pp_MobileNumber":"03001234567","pp_CNIC":"345678","pp_Amount":"49900","pp_DiscountedAmount":"","pp_TxnCurrency":"PKR",' +
        '"pp_TxnDateTime":"20261127150000","pp_BillReference":"ORDER-1001","pp_Description":"Order ORDER-1001","pp_TxnExpiryDateTime":"20261127160000",' +
        '"pp_SecureHash":"E18B64F2ED737E982172789563535BA1FF9DAE897514A7242F343B2766F0CD49"}',
    );
  });

  it('signs the status inquiry', () => {
    expect(jazzcashInquiryRequest('T20261127150000001', credentials)).toEqual({
      pp_TxnRefNo: 'T20261127150000001',
      pp_MerchantID: 'MC12345',
      pp_Password: 'example-pass',
      pp_SecureHash: '4C0DA52C9A5BC7B9459F68D74DE245364FE174D8AC1423A7BE55750869798CF6',
    });
  });

  it('writes pp_TxnDateTime in Pakistan time whatever the server zone', () => {
    expect(jazzcashDateTime(new Date('2026-12-31T19:30:00Z'))).toBe('20270101003000');
  });

  it('leaves empty fields and non-pp fields out of the hash, and refuses an altered message', () => {
    const request = jazzcashPaymentRequest(payment, credentials);
    expect(jazzcashSecureHash({ ...request, other: 'x', pp_SubMerchantID: '' }, 'example-salt')).toBe(request.pp_SecureHash);
    expect(hasValidJazzcashHash(request, 'example-salt')).toBe(true);
    expect(hasValidJazzcashHash({ ...request, pp_Amount: '49901' }, 'example-salt')).toBe(false);
    expect(hasValidJazzcashHash(request, 'another-salt')).toBe(false);
    expect(hasValidJazzcashHash({ ...request, pp_SecureHash: request.pp_SecureHash?.toLowerCase() ?? '' }, 'example-salt')).toBe(true);
  });

  it('maps response codes to outcomes', () => {
    expect(['000', '121', '124', '157', '210', '199', '999', '115', '004'].map(jazzcashOutcomeOf)).toEqual([
      'paid',
      'paid',
      'pending',
      'pending',
      'not-found',
      'timeout',
      'error',
      'refused',
      'failed',
    ]);
  });
});
