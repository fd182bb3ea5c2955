import { Tag } from 'primereact/tag';
import { isSuccessfulVoucherStatus } from '../../domain/vouchers/voucher-vendors';

/** spec 3 §3: SUCCESS is shown green, anything else red. */
export function VoucherStatus({ status }: { status: string }) {
  return <Tag value={status} severity={isSuccessfulVoucherStatus(status) ? 'success' : 'danger'} className="vouchers-status" />;
}
