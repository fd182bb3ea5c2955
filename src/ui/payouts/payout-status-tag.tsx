import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '../../domain/payouts/payout-request';

const severityOf = { Pending: 'warning', Approved: 'success', Rejected: 'danger' } as const;

/** spec 3 §4 Payout status, coloured and named in the reader's language. */
export function PayoutStatusTag({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation();
  return <Tag severity={severityOf[status]} value={t(`payouts.statuses.${status}`)} />;
}
