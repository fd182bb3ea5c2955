// spec 3 §4 Payment statuses: an order is paid at most once. A session moves forward only
// (Created → Pending → Paid or Failed; an unpaid session may expire), so a replayed or late
// callback can never turn a final status into another one (docs/decisions/0031-hosted-checkout.md).

export const checkoutSessionStatuses = ['Created', 'Pending', 'Paid', 'Failed', 'Expired'] as const;
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];

export const finalSessionStatuses: readonly CheckoutSessionStatus[] = ['Paid', 'Failed', 'Expired'];

export function isFinalSessionStatus(status: CheckoutSessionStatus): boolean {
  return finalSessionStatuses.includes(status);
}

/** The statuses a session may move to from `from` (none from a final one). */
export function canMoveSession(from: CheckoutSessionStatus, to: CheckoutSessionStatus): boolean {
  if (isFinalSessionStatus(from) || from === to) return false;
  if (from === 'Created') return true;
  return to === 'Paid' || to === 'Failed' || to === 'Expired';
}

/** The statuses from which a session may still become `to` (the condition of the one update). */
export function statusesThatMayBecome(to: CheckoutSessionStatus): CheckoutSessionStatus[] {
  return checkoutSessionStatuses.filter((from) => canMoveSession(from, to));
}

/** spec 3 §4: the redirect to the merchant carries SUCCESS, PENDING or FAILED. */
export type RedirectStatus = 'SUCCESS' | 'PENDING' | 'FAILED';

export function redirectStatusOf(status: CheckoutSessionStatus): RedirectStatus {
  if (status === 'Paid') return 'SUCCESS';
  if (status === 'Failed' || status === 'Expired') return 'FAILED';
  return 'PENDING';
}

/** spec 3 §4: the provider's order status PAID means success; anything else is pending or failed. */
export type ProviderOrderStatus = 'PAID' | 'UNPAID' | 'FAILED';

export function sessionStatusOfProvider(status: ProviderOrderStatus): CheckoutSessionStatus {
  if (status === 'PAID') return 'Paid';
  if (status === 'FAILED') return 'Failed';
  return 'Pending';
}

/** The merchant's return address with status, orderId and (when known) amount added to its query. */
export function merchantRedirectOf(redirectUrl: string, status: RedirectStatus, orderId: string, amount?: string): string {
  // Stryker disable next-line StringLiteral: equivalent, split answers at least one part, so the default is never used.
  const [beforeHash = '', hash] = redirectUrl.split('#', 2);
  const separator = beforeHash.includes('?') ? '&' : '?';
  const query = [`status=${status}`, `orderId=${encodeURIComponent(orderId)}`, ...(amount === undefined ? [] : [`amount=${encodeURIComponent(amount)}`])].join(
    '&',
  );
  return `${beforeHash}${separator}${query}${hash === undefined ? '' : `#${hash}`}`;
}

/** spec 3 §9: 5000 ms on the session payment page, 15 s on the hosted checkout. */
export const sessionPageRedirectDelayMs = 5000;
export const hostedCheckoutPollDelayMs = 15_000;
