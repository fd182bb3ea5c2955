import { useTranslation } from 'react-i18next';
import type { Settlement } from '../../application/settlements/settlements.port';
import { Ltr } from '../common/ltr';
import { dateText, moneyWithCurrencyText } from '../kit/formatters';

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: refunds of payments made before the period, which
 * the settlement took off its revenue, one line each with the shares they reversed.
 */
export function SettlementAdjustments({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const lines = settlement.adjustments ?? [];
  if (lines.length === 0) return null;
  const k = (key: string) => t(`settlements.summary.adjustments.${key}`);
  return (
    <>
      <h2 className="settlement-summary__section">{k('title')}</h2>
      <p className="settlement-form__hint">{k('hint')}</p>
      <table className="settlement-summary__adjustments">
        <thead>
          <tr>
            <th scope="col">{k('transaction')}</th>
            <th scope="col">{k('paymentDate')}</th>
            <th scope="col">{k('refundDate')}</th>
            <th scope="col">{k('refunded')}</th>
            <th scope="col">{k('merchantShare')}</th>
            <th scope="col">{k('platformShare')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.transactionNumber} ${line.refundDate}`}>
              <td>
                <Ltr>{line.transactionNumber}</Ltr>
              </td>
              <td>
                <bdi>{dateText(line.paymentDate)}</bdi>
              </td>
              <td>
                <bdi>{dateText(line.refundDate)}</bdi>
              </td>
              <td>
                <Ltr>{moneyWithCurrencyText(line.refundedAmount)}</Ltr>
              </td>
              <td>
                <Ltr>{moneyWithCurrencyText(line.merchantShare)}</Ltr>
              </td>
              <td>
                <Ltr>{moneyWithCurrencyText(line.platformShare)}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
