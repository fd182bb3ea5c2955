import { cardBrandOf, isExpiryInFuture, isValidCardNumber, isValidCvv, parseCardExpiry } from '../domain/checkout/card';
import { isValidCnic } from '../domain/checkout/cnic';
import { checkoutMobileToSend, parseCheckoutMobile, withoutSpaces } from '../domain/checkout/checkout-mobile';

/**
 * spec 3 §5 Payment form and Hosted checkout form, as plain functions: the checkout page (whose
 * first load must stay small, docs/decisions/0031-hosted-checkout.md) validates with these, and
 * `checkout.form-schema.ts` wraps the same function in zod for the server and the tests.
 */
export const checkoutFormMessages = {
  providerRequired: 'Please select payment provider',
  mobileRequired: 'Please provide valid mobile number',
  mobileInvalid: 'Invalid Mobile Number',
  walletNumberInvalid: 'Please provide valid wallet number',
  cnicRequired: 'Please provide valid CNIC (99999-9999999-9)',
  emailInvalid: 'Please provide valid email',
  cardNumberInvalid: 'Invalid card number',
  nameOnCardInvalid: 'Please provide name on card',
  cardExpiryInvalid: 'Please provide expiry as MM/YY',
  cardExpired: 'Card has expired',
  cvvInvalid: 'CVV must be 3 digits',
} as const;

/** The customer's ways to pay: the session page's Easypaisa and Jazzcash, the hosted checkout's card, MWallet and pay by reference. */
export const checkoutProviders = ['card', 'mwallet', 'fawry', 'easypaisa', 'jazzcash'] as const;
export type CheckoutProviderChoice = (typeof checkoutProviders)[number];
export const walletModes = ['qr', 'r2p'] as const;
export type WalletMode = (typeof walletModes)[number];

export interface CheckoutFormValues {
  paymentProvider: CheckoutProviderChoice | '';
  walletMode: WalletMode;
  mobileNumber: string;
  debitMobileWalletNo: string;
  email: string;
  cnic: string;
  cardNumber: string;
  nameOnCard: string;
  cardExpiry: string;
  cvv: string;
}

export type CheckoutFormField = keyof CheckoutFormValues;

export interface CheckoutFormContext {
  /** The hosted checkout (card, MWallet, pay by reference) or the session payment page (Easypaisa, Jazzcash, card). */
  page: 'hosted' | 'session';
  /** The session already carries an email, so the session page does not ask for one (spec 3 §5). */
  sessionHasEmail: boolean;
  now: Date;
}

/**
 * spec 3 §5: the hosted checkout's card and wallet form takes a valid email, always; the session page
 * asks for one when the session has none, for Easypaisa and for a card (a card payment needs one,
 * whichever page starts it: the server refuses it without).
 */
export function checkoutNeedsEmail(provider: CheckoutProviderChoice, context: Pick<CheckoutFormContext, 'page' | 'sessionHasEmail'>): boolean {
  if (context.page === 'hosted') return true;
  return (provider === 'easypaisa' || provider === 'card') && !context.sessionHasEmail;
}

export const emptyCheckoutForm: CheckoutFormValues = {
  paymentProvider: '',
  walletMode: 'qr',
  mobileNumber: '',
  debitMobileWalletNo: '',
  email: '',
  cnic: '',
  cardNumber: '',
  nameOnCard: '',
  cardExpiry: '',
  cvv: '',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type CappedField = Exclude<CheckoutFormField, 'paymentProvider' | 'walletMode'>;

/**
 * The longest text each field takes, whatever the provider, and the message past it: the page's
 * inputs stop well short of these, so only a hand-made request meets them, and it gets the field's
 * own message.
 */
export const checkoutFieldCaps: Record<CappedField, { max: number; message: string }> = {
  mobileNumber: { max: 32, message: checkoutFormMessages.mobileInvalid },
  debitMobileWalletNo: { max: 32, message: checkoutFormMessages.walletNumberInvalid },
  email: { max: 254, message: checkoutFormMessages.emailInvalid },
  cnic: { max: 32, message: checkoutFormMessages.cnicRequired },
  cardNumber: { max: 32, message: checkoutFormMessages.cardNumberInvalid },
  nameOnCard: { max: 120, message: checkoutFormMessages.nameOnCardInvalid },
  cardExpiry: { max: 16, message: checkoutFormMessages.cardExpiryInvalid },
  cvv: { max: 8, message: checkoutFormMessages.cvvInvalid },
};

/** The first message of each field that breaks a rule; empty when the form may be sent. */
export function checkoutFormIssues(values: CheckoutFormValues, context: CheckoutFormContext): Partial<Record<CheckoutFormField, string>> {
  const m = checkoutFormMessages;
  const issues: Partial<Record<CheckoutFormField, string>> = {};
  const provider = values.paymentProvider;
  if (provider === '') {
    issues.paymentProvider = m.providerRequired;
    return issues;
  }
  const mobile = parseCheckoutMobile(values.mobileNumber);
  if (!mobile.ok) issues.mobileNumber = mobile.code === 'mobile.invalid' ? m.mobileInvalid : m.mobileRequired;

  if (provider === 'card') {
    if (cardBrandOf(values.cardNumber) === null || !isValidCardNumber(values.cardNumber)) issues.cardNumber = m.cardNumberInvalid;
    if (values.nameOnCard.trim().length < 3) issues.nameOnCard = m.nameOnCardInvalid;
    const expiry = parseCardExpiry(values.cardExpiry);
    if (expiry === null) issues.cardExpiry = m.cardExpiryInvalid;
    else if (!isExpiryInFuture(expiry, context.now)) issues.cardExpiry = m.cardExpired;
    if (!isValidCvv(values.cvv)) issues.cvv = m.cvvInvalid;
  }
  if (provider === 'mwallet' && values.walletMode === 'r2p') {
    const wallet = parseCheckoutMobile(values.debitMobileWalletNo);
    if (withoutSpaces(values.debitMobileWalletNo).length < 10 || !wallet.ok) issues.debitMobileWalletNo = m.walletNumberInvalid;
  }
  if (provider === 'jazzcash' && !isValidCnic(values.cnic)) issues.cnic = m.cnicRequired;
  const email = values.email.trim();
  if ((checkoutNeedsEmail(provider, context) || email !== '') && !emailPattern.test(email)) issues.email = m.emailInvalid;
  for (const [field, cap] of Object.entries(checkoutFieldCaps) as [CappedField, { max: number; message: string }][]) {
    if (values[field].length > cap.max) issues[field] ??= cap.message;
  }
  return issues;
}

/** The form's values as they are sent (spec 3 §5): mobile numbers as 03XXXXXXXXX (a missing leading 0 added, a prefix stripped), the email trimmed. */
export function checkoutValuesToSend(values: CheckoutFormValues): CheckoutFormValues {
  return {
    ...values,
    mobileNumber: checkoutMobileToSend(values.mobileNumber),
    debitMobileWalletNo: checkoutMobileToSend(values.debitMobileWalletNo),
    email: values.email.trim(),
  };
}
