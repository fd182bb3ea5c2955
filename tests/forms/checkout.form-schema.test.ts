import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutFormIssues, checkoutValuesToSend, emptyCheckoutForm, type CheckoutFormValues } from '../../src/forms/checkout-form-rules';
import { checkoutFormMessages, checkoutFormSchema } from '../../src/forms/checkout.form-schema';

const context = { page: 'session', sessionHasEmail: false, now: new Date('2026-06-15T00:00:00Z') } as const;
const hosted = { ...context, page: 'hosted', sessionHasEmail: true } as const;
const cardForm: CheckoutFormValues = {
  ...emptyCheckoutForm,
  paymentProvider: 'card',
  mobileNumber: '03001234567',
  cardNumber: '4242 4242 4242 4242',
  nameOnCard: 'Ayesha Khan',
  cardExpiry: '12/30',
  cvv: '123',
  email: 'buyer@mail.example',
};

describe('checkout form (spec 3 §5)', () => {
  it('shows the spec messages', () => {
    expect(checkoutFormIssues(emptyCheckoutForm, context)).toEqual({ paymentProvider: 'Please select payment provider' });
    expect(checkoutFormIssues({ ...cardForm, cardNumber: '4242 4242 4242 4241' }, context)).toEqual({ cardNumber: 'Invalid card number' });
    expect(checkoutFormIssues({ ...cardForm, cardExpiry: '05/26' }, context)).toEqual({ cardExpiry: checkoutFormMessages.cardExpired });
    expect(checkoutFormIssues({ ...cardForm, cvv: '12' }, context)).toEqual({ cvv: checkoutFormMessages.cvvInvalid });
    expect(checkoutFormIssues({ ...emptyCheckoutForm, paymentProvider: 'jazzcash', mobileNumber: '3001234567' }, context)).toEqual({
      cnic: checkoutFormMessages.cnicRequired,
    });
    expect(checkoutFormIssues({ ...emptyCheckoutForm, paymentProvider: 'easypaisa', mobileNumber: '3001234567' }, context)).toEqual({
      email: checkoutFormMessages.emailInvalid,
    });
    expect(
      checkoutFormIssues({ ...emptyCheckoutForm, paymentProvider: 'easypaisa', mobileNumber: '3001234567' }, { ...context, sessionHasEmail: true }),
    ).toEqual({});
    // A field over its cap is refused whatever the provider, by the page's rules as by the schema.
    const overLong = { ...emptyCheckoutForm, paymentProvider: 'mwallet', mobileNumber: '03001234567', cvv: '03001234567' } as const;
    expect(checkoutFormIssues(overLong, context)).toEqual({ cvv: checkoutFormMessages.cvvInvalid });
    expect(checkoutFormSchema(context).safeParse(overLong).success).toBe(false);
  });

  it('asks the card and wallet forms of the hosted checkout for a valid email always, the session page only when the session has none', () => {
    const noEmail = { ...cardForm, email: '' };
    for (const paymentProvider of ['card', 'mwallet', 'fawry'] as const) {
      expect(checkoutFormIssues({ ...noEmail, paymentProvider }, hosted), paymentProvider).toEqual({ email: checkoutFormMessages.emailInvalid });
      expect(checkoutFormIssues({ ...noEmail, paymentProvider, email: 'buyer@mail' }, hosted), paymentProvider).toEqual({
        email: checkoutFormMessages.emailInvalid,
      });
      expect(checkoutFormIssues({ ...noEmail, paymentProvider, email: 'buyer@mail.example' }, hosted), paymentProvider).toEqual({});
    }
    expect(checkoutFormIssues(noEmail, context)).toEqual({ email: checkoutFormMessages.emailInvalid });
    expect(checkoutFormIssues(noEmail, { ...context, sessionHasEmail: true })).toEqual({});
    expect(checkoutFormIssues({ ...noEmail, paymentProvider: 'jazzcash', cnic: '12345-1234567-1' }, context)).toEqual({});
  });

  it('sends mobile numbers as 03XXXXXXXXX and the email trimmed', () => {
    const sent = checkoutValuesToSend({ ...cardForm, mobileNumber: '3001234567', debitMobileWalletNo: '+20 321 1234567', email: ' buyer@mail.example ' });
    expect(sent).toMatchObject({ mobileNumber: '03001234567', debitMobileWalletNo: '03211234567', email: 'buyer@mail.example' });
    expect(checkoutFormIssues(sent, hosted)).toEqual({});
  });

  it('the zod schema and the plain rules agree on any input', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.string({ minLength: 100, maxLength: 300 }),
      fc.constantFrom('03001234567', '4242424242424242', '12/30', '123', '12345-1234567-1', 'a@b.co'),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('', 'card', 'mwallet', 'fawry', 'easypaisa', 'jazzcash' as const),
        fc.constantFrom('qr', 'r2p' as const),
        fc.array(text, { minLength: 8, maxLength: 8 }),
        fc.constantFrom(context, hosted),
        (provider, mode, texts, on) => {
          const [mobileNumber = '', debitMobileWalletNo = '', email = '', cnic = '', cardNumber = '', nameOnCard = '', cardExpiry = '', cvv = ''] = texts;
          const values: CheckoutFormValues = {
            paymentProvider: provider,
            walletMode: mode,
            mobileNumber,
            debitMobileWalletNo,
            email,
            cnic,
            cardNumber,
            nameOnCard,
            cardExpiry,
            cvv,
          };
          const parsed = checkoutFormSchema(on).safeParse(values);
          expect(parsed.success).toBe(Object.keys(checkoutFormIssues(values, on)).length === 0);
        },
      ),
    );
  });
});
