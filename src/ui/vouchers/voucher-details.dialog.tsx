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

/** spec 3 §2: what Gamepoint asks a buyer for (the player id and the like) and the servers to pick from. */
function BuyerQuestions({ details }: { details: VoucherDetails }) {
  const { t } = useTranslation();
  if (details.fields.length === 0 && details.servers.length === 0) return null;
  return (
    <section className="vouchers-asked" aria-labelledby="vouchers-asked-title">
      <h3 id="vouchers-asked-title">{t('vouchers.details.asked')}</h3>
      <div className="vouchers-asked__lists">
        <div>
          <h4>{t('vouchers.details.fields')}</h4>
          {details.fields.length === 0 ? (
            <p className="vouchers-muted">{t('vouchers.details.noFields')}</p>
          ) : (
            <ul>
              {details.fields.map((field) => (
                <li key={field.name}>
                  <Ltr>{field.label}</Ltr> <small className="vouchers-muted">({field.type})</small>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h4>{t('vouchers.details.servers')}</h4>
          {details.servers.length === 0 ? (
            <p className="vouchers-muted">{t('vouchers.details.noServers')}</p>
          ) : (
            <ul>
              {details.servers.map((server) => (
                <li key={server.value}>
                  <Ltr>{server.name}</Ltr>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
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
          <BuyerQuestions details={data.details} />
          {mayBuy && <VoucherBuyForm details={data.details} onBought={onBought} />}
        </>
      )}
    </Dialog>
  );
}
