import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { VoucherListing } from '../../application/vouchers/vouchers.port';
import { isVoucherVendor, voucherGridSizes, type VoucherVendor } from '../../domain/vouchers/voucher-vendors';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { moneyWithCurrencyText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { ExchangeRateBox } from './exchange-rate-box';
import { VoucherDetailsDialog } from './voucher-details.dialog';
import './vouchers.css';

function VendorBalance({ vendor }: { vendor: VoucherVendor }) {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const balance = useRemoteData(vendor, () => vouchers.vendorBalance(vendor));
  return (
    <section className="kit-card vouchers-balance" aria-labelledby="vouchers-balance-title">
      <h2 id="vouchers-balance-title">{t('vouchers.balance.title', { vendor: t(`vouchers.vendors.${vendor}`) })}</h2>
      <p className="vouchers-balance__figure" aria-live="polite">
        {balance.data ? <Ltr>{moneyWithCurrencyText(balance.data)}</Ltr> : balance.error ? errorMessageOf(t, balance.error) : t('vouchers.loading')}
      </p>
    </section>
  );
}

function VouchersGrid({ vendor }: { vendor: VoucherVendor }) {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const list = useRemoteData(vendor, () => vouchers.vouchers(vendor));
  const [open, setOpen] = useState<VoucherListing | null>(null);
  const c = (key: string) => t(`vouchers.columns.${key}`);
  const columns: (TableColumn<VoucherListing> | false)[] = [
    {
      id: 'name',
      header: c('name'),
      body: (row) => (
        <span className="vouchers-name">
          {row.iconUrl ? <i className="pi pi-ticket" aria-hidden="true" /> : <i className="pi pi-box" aria-hidden="true" />}
          {row.name}
        </span>
      ),
    },
    { id: 'id', header: vendor === 'Unipin' ? c('code') : c('id'), body: (row) => <Ltr>{row.id}</Ltr> },
    vendor === 'Unipin' && { id: 'productCount', header: c('denominations'), numeric: true, body: (row) => String(row.productCount ?? '—') },
    vendor === 'Unipin' && {
      id: 'status',
      header: c('status'),
      body: (row) => <span className={row.active ? 'vouchers-active' : 'vouchers-inactive'}>{row.active ? t('vouchers.active') : t('vouchers.inactive')}</span>,
    },
    {
      id: 'actions',
      header: c('actions'),
      body: (row) => (
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-eye"
          label={t('vouchers.details.open')}
          aria-label={t('vouchers.details.openNamed', { name: row.name })}
          onClick={() => setOpen(row)}
        />
      ),
    },
  ];
  return (
    <>
      {list.error && (
        <LoadFailure message={`${t('vouchers.loadFailed')} ${errorMessageOf(t, list.error)}`} retryLabel={t('vouchers.retry')} onRetry={list.reload} />
      )}
      <div className="kit-card">
        <ReportTable
          label={t('vouchers.gridLabel', { vendor: t(`vouchers.vendors.${vendor}`) })}
          rows={list.data ?? []}
          dataKey="id"
          columns={columns}
          loading={list.loading}
          emptyMessage={t('vouchers.empty')}
          pageSizes={voucherGridSizes}
          minWidth="40rem"
        />
      </div>
      {open && <VoucherDetailsDialog voucher={open} onHide={() => setOpen(null)} onBought={() => undefined} />}
    </>
  );
}

/** spec 3 §2 /vouchers: vendor selector, vendor balance, exchange rate, the vendor's vouchers and their details. */
export function VouchersView() {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const { can, isPlatform } = useCan();
  const [search, setSearch] = useSearchParams();
  const vendors = useRemoteData('vendors', () => vouchers.vendors());
  const asked = search.get('vendor') ?? 'Unipin';
  const vendor = isVoucherVendor(asked) ? asked : null;

  if (!can(['Vouchers', 'viewAll'])) {
    return (
      <section className="kit-page" aria-labelledby="vouchers-title">
        <PageHeader titleId="vouchers-title" title={t('screens.vouchers.title')} icon="pi-ticket" />
        <PermissionDenied message={t('vouchers.denied')} />
      </section>
    );
  }

  return (
    <section className="kit-page vouchers-page" aria-labelledby="vouchers-title">
      <PageHeader titleId="vouchers-title" title={t('screens.vouchers.title')} subtitle={t('vouchers.subtitle')} icon="pi-ticket">
        <div className="kit-field vouchers-vendor">
          <label htmlFor="vouchers-vendor">{t('vouchers.vendor')}</label>
          <Dropdown
            inputId="vouchers-vendor"
            value={asked}
            options={(vendors.data ?? ['Unipin', 'Gamepoint']).map((name) => ({
              value: name,
              label: isVoucherVendor(name) ? t(`vouchers.vendors.${name}`) : name,
            }))}
            onChange={(event) => setSearch({ vendor: String(event.value) }, { replace: true })}
          />
        </div>
      </PageHeader>
      {vendor === null ? (
        // spec 3 §5: the one message for any other vendor.
        <Message severity="warn" text={t('vouchers.onlyKnownVendors')} />
      ) : (
        <>
          <div className="vouchers-boxes">
            {isPlatform && <VendorBalance vendor={vendor} />}
            <ExchangeRateBox />
          </div>
          <VouchersGrid key={vendor} vendor={vendor} />
        </>
      )}
    </section>
  );
}
