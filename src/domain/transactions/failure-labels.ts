// spec 1 §2 (Billing Summary, Today's Failed Logs): failure messages from the wallet providers are
// shown as thirteen short labels. The spec does not give the raw text behind each label
// ("not shown"), so the raw messages below are ours, written in the style of Easypaisa and
// Jazzcash replies; the sandbox providers answer with them and the seed stores them.
export const failureLabels = [
  'invalid order id',
  "account doesn't exist",
  'user cancelled',
  'daily or monthly limit exceeds',
  'insufficient balance',
  'account is dormant',
  'operator error',
  'operator timeout',
  'system error',
  'transaction restricted on this wallet',
  'fund transfer restriction',
  'account not found',
  'account frequently updated',
] as const;

export type FailureLabel = (typeof failureLabels)[number];

/** What providers answer, per label: the text stored on a failed transaction. */
export const rawFailureMessages: Readonly<Record<FailureLabel, readonly string[]>> = {
  'invalid order id': ['INVALID ORDER ID', 'Order Id is invalid or has already been used'],
  "account doesn't exist": ['Account does not exist', 'Customer account does not exist'],
  'user cancelled': ['Transaction cancelled by user', 'Transaction has been cancelled by the user', 'USER CANCELLED THE TRANSACTION'],
  'daily or monthly limit exceeds': ['Daily limit exceeded', 'Monthly limit exceeded for this wallet account'],
  'insufficient balance': ['Insufficient balance', 'Insufficient funds in customer account'],
  'account is dormant': ['Account is dormant', 'Customer account is dormant, please visit a franchise'],
  'operator error': ['Operator error', 'Error at operator end, please try again later'],
  'operator timeout': ['Operator timeout', 'Request timed out at operator end'],
  'system error': ['System error', 'Internal system error, unable to process request'],
  'transaction restricted on this wallet': ['Transaction restricted on this wallet', 'This transaction type is restricted on this wallet'],
  'fund transfer restriction': ['Fund transfer restriction', 'Fund transfer restricted for this account'],
  'account not found': ['Account not found', 'Wallet account not found'],
  'account frequently updated': ['Account frequently updated', 'Account details updated frequently, try again later'],
};

/**
 * Lower-case fragments that identify each label, tried in this order (timeouts before generic
 * errors, so "operator timeout" never reads as "operator error"). Every label's own text is one of
 * its fragments, so a label maps to itself.
 */
const fragments: readonly (readonly [FailureLabel, readonly string[]])[] = [
  ['invalid order id', ['invalid order id', 'order id is invalid']],
  ["account doesn't exist", ["account doesn't exist", 'account does not exist']],
  ['user cancelled', ['user cancelled', 'cancelled by user', 'cancelled by the user', 'user canceled', 'canceled by user']],
  ['daily or monthly limit exceeds', ['limit exceed', 'limits exceed']],
  ['insufficient balance', ['insufficient balance', 'insufficient funds']],
  ['account is dormant', ['dormant']],
  ['operator timeout', ['operator timeout', 'timed out at operator']],
  ['operator error', ['operator error', 'error at operator']],
  ['system error', ['system error']],
  ['transaction restricted on this wallet', ['restricted on this wallet']],
  ['fund transfer restriction', ['fund transfer restrict']],
  ['account not found', ['account not found']],
  ['account frequently updated', ['frequently updated', 'updated frequently']],
];

/** Maps a provider's raw failure message to its short label (case-insensitive, by contained text). */
export function failureLabelOf(rawMessage: string): FailureLabel | 'other' {
  const text = rawMessage.toLowerCase();
  for (const [label, parts] of fragments) {
    if (parts.some((part) => text.includes(part))) return label;
  }
  return 'other';
}
