import type { CheckoutPage } from '../../application/checkout/checkout.machine';

/**
 * spec 3 §2 Hosted checkout: which page a checkout address opens. /hosted-checkout/{id} and
 * /checkout/mena/{serviceId}/{orderId} are the hosted checkout (card, MWallet, pay by reference);
 * /hosted-checkout/eg/{id} the session payment page (Easypaisa, Jazzcash, card); the card return
 * pages confirm and redirect. docs/decisions/0031-hosted-checkout.md.
 */
export function checkoutPageOf(pathname: string, search: string): CheckoutPage | null {
  const parts = pathname
    .split('/')
    .filter((part) => part !== '')
    .map((part) => decodeURIComponent(part));
  const query = new URLSearchParams(search);
  const [first, second, third, fourth] = parts;
  if (first === 'hosted-checkout' && second === 'eg' && third !== undefined) return { kind: 'session', key: { sessionId: third } };
  if (first === 'hosted-checkout' && second !== undefined && second !== 'eg') return { kind: 'hosted', key: { sessionId: second } };
  if (first === 'checkout' && second === 'mena' && third !== undefined && fourth !== undefined)
    return { kind: 'hosted', key: { serviceId: third, orderId: fourth } };
  if (first === 'callback' && second === 'stripe' && (third === 'success' || third === 'fail') && fourth !== undefined && parts[4] !== undefined) {
    return { kind: 'return', orderId: fourth, serviceId: parts[4] };
  }
  if (first === 'easypaisa' && second === 'cc' && third !== undefined) {
    const orderId = query.get('orderId') ?? query.get('orderRefNum');
    return orderId === null ? null : { kind: 'return', serviceId: third, orderId };
  }
  return null;
}
