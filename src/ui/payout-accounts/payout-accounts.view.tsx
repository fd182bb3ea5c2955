import { Paginator } from 'primereact/paginator';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PayoutAccount } from '../../application/payout-accounts/payout-accounts.port';
import { payoutAccountPageSizes } from '../../domain/payouts/account-transaction';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { countText, moneyWithCurrencyText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useGridPage } from '../kit/use-grid-page';
import { pathTo } from '../routing/paths';
import './payout-accounts.css';

type Layout = 'list' | 'cards';

function AccountCards({ accounts }: { accounts: readonly PayoutAccount[] }) {
  const { t } = useTranslation();
  return (
    <ul className="payout-cards" aria-label={t('payoutAccounts.view.cards')}>
      {accounts.map((account) => (
        <li key={account.id} className="kit-card payout-card">
          <h2 className="payout-card__name">{account.merchantName}</h2>
          <p className="payout-card__balance">
            <span>{t('payoutAccounts.columns.availableBalance')}</span>
            <strong>
              <Ltr>{moneyWithCurrencyText(account.availableBalance)}</Ltr>
            </strong>
          </p>
          <dl className="payout-card__figures">
            <div>
              <dt>{t('payoutAccounts.columns.totalTransactions')}</dt>
              <dd>{countText(account.totalTransactions)}</dd>
            </div>
            <div>
              <dt>{t('payoutAccounts.columns.totalTransactionsAmount')}</dt>
              <dd>
                <Ltr>{moneyWithCurrencyText(account.totalTransactionsAmount)}</Ltr>
              </dd>
            </div>
          </dl>
          <Link
            className="p-button p-button-outlined p-button-sm payout-card__link"
            to={pathTo('payoutAccountDetail', { merchantId: account.merchantId })}
            aria-label={t('payoutAccounts.viewDetailsOf', { name: account.merchantName })}
          >
            <span className="p-button-label">{t('payoutAccounts.viewDetails')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PayoutAccountList({ layout }: { layout: Layout }) {
  const { t } = useTranslation();
  const payoutAccounts = useArea('payoutAccounts');
  // docs/decisions/0027-administration-grids.md: one page at a time, in both layouts.
  const { rows, list: accounts, paging } = useGridPage('payout-accounts', payoutAccountPageSizes, (window) => payoutAccounts.page(window));
  const columns: TableColumn<PayoutAccount>[] = [
    {
      id: 'merchantName',
      header: t('payoutAccounts.columns.merchant'),
      body: (row) => <span className="payout-table__name">{row.merchantName}</span>,
      frozen: 'start',
    },
    { id: 'currency', header: t('payoutAccounts.columns.currency'), body: (row) => row.currency },
    { id: 'totalTransactions', header: t('payoutAccounts.columns.totalTransactions'), body: (row) => countText(row.totalTransactions), numeric: true },
    {
      id: 'totalTransactionsAmount',
      header: t('payoutAccounts.columns.totalTransactionsAmount'),
      body: (row) => <Ltr>{moneyWithCurrencyText(row.totalTransactionsAmount)}</Ltr>,
      numeric: true,
    },
    {
      id: 'availableBalance',
      header: t('payoutAccounts.columns.availableBalance'),
      body: (row) => <Ltr>{moneyWithCurrencyText(row.availableBalance)}</Ltr>,
      numeric: true,
    },
    {
      id: 'actions',
      header: t('payoutAccounts.columns.actions'),
      body: (row) => (
        <Link
          className="p-button p-button-text p-button-sm"
          to={pathTo('payoutAccountDetail', { merchantId: row.merchantId })}
          aria-label={t('payoutAccounts.detailOf', { name: row.merchantName })}
        >
          <i className="pi pi-eye" aria-hidden="true" />
          <span className="p-button-label">{t('payoutAccounts.detail')}</span>
        </Link>
      ),
    },
  ];
  if (accounts.error) return <LoadFailure message={t('payoutAccounts.loadFailed')} retryLabel={t('session.retry')} onRetry={accounts.reload} />;
  if (layout === 'cards' && accounts.data) {
    if (rows.length === 0) return <p className="kit-card payout-empty">{t('payoutAccounts.empty')}</p>;
    return (
      <>
        <AccountCards accounts={rows} />
        <Paginator
          className="kit-card payout-cards__pager"
          first={paging.first}
          rows={paging.rows}
          totalRecords={paging.total}
          rowsPerPageOptions={[...payoutAccountPageSizes]}
          onPageChange={(event) => paging.onPage(event.first, event.rows)}
        />
      </>
    );
  }
  return (
    <div className="kit-card">
      <ReportTable
        label={t('screens.payoutAccounts.title')}
        rows={rows}
        dataKey="id"
        columns={columns}
        loading={accounts.loading}
        paging={paging}
        emptyMessage={t('payoutAccounts.empty')}
        pageSizes={payoutAccountPageSizes}
        minWidth="44rem"
      />
    </div>
  );
}

/**
 * spec 3 §2 /loan-accounts-balance ('Payout Account(s)') and /merchant-top-ups ('Merchant Top Up'):
 * the merchant payout accounts as a list or as cards; a merchant sees only its own (the server
 * scopes the rows). 'Create Transaction' is the platform's.
 */
function PayoutAccountsPage({ screen }: { screen: 'payoutAccounts' | 'merchantTopUps' }) {
  const { t } = useTranslation();
  const { can, canAsPlatform } = useCan();
  const [layout, setLayout] = useState<Layout>('list');
  const titleId = `${screen}-title`;
  const options = [
    { value: 'list', label: t('payoutAccounts.view.list'), icon: 'pi pi-list' },
    { value: 'cards', label: t('payoutAccounts.view.cards'), icon: 'pi pi-th-large' },
  ];
  const allowed = can(['LoanRequest', 'viewLoanAccounts']);
  return (
    <section className="kit-page" aria-labelledby={titleId}>
      <PageHeader
        titleId={titleId}
        title={t(`screens.${screen}.title`)}
        subtitle={t(screen === 'merchantTopUps' ? 'payoutAccounts.topUpsSubtitle' : 'payoutAccounts.subtitle')}
        icon={screen === 'merchantTopUps' ? 'pi-plus-circle' : 'pi-wallet'}
      >
        {allowed && (
          <SelectButton
            value={layout}
            options={options}
            onChange={(event) => setLayout(event.value === 'cards' ? 'cards' : 'list')}
            allowEmpty={false}
            aria-label={t('payoutAccounts.view.label')}
            itemTemplate={(option: { label: string; icon: string }) => (
              <>
                <i className={option.icon} aria-hidden="true" />
                <span className="payout-toggle__label">{option.label}</span>
              </>
            )}
          />
        )}
        {canAsPlatform(['LoanRequest', 'manageAccountTransactions']) && (
          <Link className="p-button" to={pathTo('payoutTransactionForm', { loanTransactionId: 'new' })}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{t('payoutAccounts.create')}</span>
          </Link>
        )}
      </PageHeader>
      {allowed ? (
        <PayoutAccountList layout={layout} />
      ) : (
        <PermissionDenied title={t('payoutAccounts.denied.title')} message={t('payoutAccounts.denied.message')} />
      )}
    </section>
  );
}

export const PayoutAccountsView = () => <PayoutAccountsPage screen="payoutAccounts" />;
export const MerchantTopUpsView = () => <PayoutAccountsPage screen="merchantTopUps" />;
