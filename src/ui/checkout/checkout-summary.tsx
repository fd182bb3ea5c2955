import type { CheckoutSession } from '../../application/checkout/checkout.port';
import { currencyCodes } from '../../domain/money/currencies';
import { formatAmount, money } from '../../domain/money/money';
import { Bi } from './bilingual';
import { textOf } from './checkout-text';

export function amountText(session: CheckoutSession): string {
  const currency = currencyCodes.find((code) => code === session.currency);
  return currency === undefined ? `${session.currency} ${session.amount}` : formatAmount(money(session.amount, currency), { withCurrency: true });
}

/** A line of the summary not known yet: a grey bar in the line's own box, so the line keeps its height. */
function Pending() {
  return <span className="pending-line" aria-hidden="true" />;
}

/**
 * What is paid for. Drawn at once, with grey bars until the session is in: every line has a fixed
 * height (one line, or two for the product, cut short with its full text in the title), so the
 * session arriving moves nothing below it (docs/decisions/0044-checkout-layout-stability.md).
 */
export function CheckoutSummary({ session }: { session: CheckoutSession | null }) {
  return (
    <section className="summary" aria-label={textOf('amount').en} aria-busy={session === null}>
      <p className="service">{session === null ? <Pending /> : session.serviceName}</p>
      <p className="amount-label">
        <Bi k="amount" />
      </p>
      <p className="amount" data-testid={session === null ? undefined : 'amount'}>
        {session === null ? <Pending /> : amountText(session)}
      </p>
      <dl>
        <dt>
          <Bi k="product" />
        </dt>
        <dd className="product" title={session?.product}>
          {session === null ? <Pending /> : session.product}
        </dd>
        <dt>
          <Bi k="order" />
        </dt>
        <dd>{session === null ? <Pending /> : session.orderId}</dd>
      </dl>
    </section>
  );
}
