import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { VoucherDetails, VoucherListing, VoucherProductOption } from '../../application/vouchers/vouchers.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { moneyWithCurrencyText } from '../kit/formatters';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { VoucherBuyForm } from './voucher-buy-form';

function ProductsTable({ details }: { details: VoucherDetails }) {
  const { t } = useTranslation();
  const c = (key: string) => t(`vouchers.details.columns.${key}`);
  const columns: (TableColumn<VoucherProductOption> | false)[] = [
    { id: 'name', header: c('name'), body: (row) => <Ltr>{row.name}</Ltr> },
    { id: 'code', header: c('code'), body: (row) => <Ltr>{row.code}</Ltr> },
    { id: 'price', header: c('price'), numeric: true, body: (row) => <Ltr>{moneyWithCurrencyText(row.price)}</Ltr> },
    details.vendor === 'Gamepoint' && {
      id: 'originalPrice',
      header: c('originalPrice'),
      numeric: true,
      body: (row) => (row.originalPrice ? <Ltr>{moneyWithCurrencyText(row.originalPrice)}</Ltr> : '—'),
    },
    details.vendor === 'Unipin' && {
      id: 'stock',
      header: c('stock'),
      numeric: true,
      body: (row) => (row.stock === 'NA' || row.stock === null ? t('vouchers.details.na') : String(row.stock)),
    },
  ];
  return (
    <ReportTable
      label={t('vouchers.details.products')}
      rows={details.products}
      dataKey="code"
      columns={columns}
      emptyMessage={t('vouchers.details.noProducts')}
      pageSizes={[100]}
      narrowLayout="scroll"
    />
  );
}

/** spec 3 §2 details dialog; spec 3 §8: Gamepoint without data shows the server's message or a fallback. */
export function VoucherDetailsDialog({ voucher, onHide, onBought }: { voucher: VoucherListing; onHide: () => void; onBought: () => void }) {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const { can, isPlatform } = useCan();
  const answer = useRemoteData(`${voucher.vendor}:${voucher.id}`, () => vouchers.details(voucher.vendor, voucher.id));
  const mayBuy = !isPlatform && can(['Vouchers', 'purchase']);
  const data = answer.data;

  return (
    <Dialog header={voucher.name} visible onHide={onHide} className="vouchers-dialog" breakpoints={{ '1000px': '95vw' }} style={{ width: '52rem' }} modal>
      {answer.loading && <p className="vouchers-muted">{t('vouchers.loading')}</p>}
      {answer.error && <Message severity="error" text={errorMessageOf(t, answer.error)} />}
      {data && !data.found && <Message severity="info" text={data.message ?? t('vouchers.details.fallback')} />}
      {data?.found && (
        <>
          <p className="vouchers-dialog__meta">
            <span>{t(`vouchers.vendors.${data.details.vendor}`)}</span>
            <Ltr>{data.details.id}</Ltr>
            <span className={data.details.active ? 'vouchers-active' : 'vouchers-inactive'}>
              {data.details.active ? t('vouchers.active') : t('vouchers.inactive')}
            </span>
          </p>
          <ProductsTable details={data.details} />
          {mayBuy && <VoucherBuyForm details={data.details} onBought={onBought} />}
        </>
      )}
    </Dialog>
  );
}
