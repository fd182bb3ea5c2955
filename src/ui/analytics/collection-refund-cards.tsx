import { useTranslation } from 'react-i18next';
import type { RefundTotals } from '../../domain/money/refund-totals';
import { Ltr } from '../common/ltr';
import { moneyText } from '../kit/formatters';
import { FigureCards } from './analytics-panel';

/**
 * docs/decisions/0041-refunds-in-the-money-figures.md: the collected amount (gross), the refunds dated in
 * the range and net, as a row beside the summary. `undefined` while the figures load.
 */
export function CollectionRefundCards({ refunds, waiting }: { refunds: RefundTotals | undefined; waiting: boolean }) {
  const { t } = useTranslation();
  return (
    <FigureCards
      label={t('analytics.collection.afterRefunds')}
      waiting={waiting}
      cards={[
        { key: 'gross', label: t('analytics.collection.gross'), value: refunds && <Ltr>{moneyText(refunds.gross)}</Ltr>, icon: 'pi-wallet', tone: 'blue' },
        {
          key: 'refunded',
          label: t('analytics.collection.refunded'),
          value: refunds && <Ltr>{moneyText(refunds.refunded)}</Ltr>,
          icon: 'pi-replay',
          tone: 'red',
        },
        { key: 'net', label: t('analytics.collection.net'), value: refunds && <Ltr>{moneyText(refunds.net)}</Ltr>, icon: 'pi-check-circle', tone: 'green' },
      ]}
    />
  );
}
