import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { AccountTransaction, PayoutAccountDetail } from '../../application/payout-accounts/payout-accounts.port';
import { payoutAccountPageSizes } from '../../domain/payouts/account-transaction';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { countText, dateText, dateTimeText, moneyWithCurrencyText } from '../kit/formatters';
import { LoadFailure } from '../kit/load-failure';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { ReportTable } from '../kit/report-table';
import type { TableColumn } from '../kit/table-types';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData, type RemoteData } from '../kit/use-remote-data';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { TransactionFigures } from './transaction-figures';
import './payout-accounts.css';

type Opened = { kind: 'show' | 'history'; transaction: AccountTransaction } | null;

function ShowDialog({ transaction, onClose }: { transaction: AccountTransaction; onClose: () => void }) {
  const { t } = useTranslation();
  const payoutAccounts = useArea('payoutAccounts');
  const loaded = useRemoteData(`transaction:${transaction.id}`, () => payoutAccounts.transaction(transaction.id));
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('payoutAccounts.show.title', { id: transaction.transactionId })}
      className="payout-dialog"
      footer={<Button label={t('payoutAccounts.show.close')} onClick={onClose} />}
    >
      {loaded.error ? <Message severity="error" text={t('payoutAccounts.show.loadFailed')} /> : <TransactionFigures transaction={loaded.data ?? transaction} />}
    </Dialog>
  );
}

function HistoryDialog({ transaction, onClose }: { transaction: AccountTransaction; onClose: () => void }) {
  const { t } = useTranslation();
  const payoutAccounts = useArea('payoutAccounts');
  const history = useRemoteData(`history:${transaction.id}`, () => payoutAccounts.history(transaction.id));
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('payoutAccounts.history.title', { id: transaction.transactionId })}
      className="payout-dialog"
      footer={<Button label={t('payoutAccounts.history.close')} onClick={onClose} />}
    >
      {history.error && <Message severity="error" text={t('errors.unexpected')} />}
      {history.data && history.data.length === 0 && <p>{t('payoutAccounts.history.empty')}</p>}
      <ol className="payout-history">
        {(history.data ?? []).map((line) => (
          <li key={`${line.date}-${line.description}`}>
            <span className="payout-history__date">
              <Ltr>{dateTimeText(line.date)}</Ltr>
            </span>
            <span>{line.description}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

function AccountDetail({ detail }: { detail: RemoteData<PayoutAccountDetail | null> }) {
  const { t } = useTranslation();
  const payoutAccounts = useArea('payoutAccounts');
  const { canAsPlatform } = useCan();
  const notify = useNotify();
  const [opened, setOpened] = useState<Opened>(null);
  const staff = canAsPlatform(['LoanRequest', 'viewLoanAccounts']);
  const manage = canAsPlatform(['LoanRequest', 'manageAccountTransactions']);

  async function remove(transaction: AccountTransaction) {
    // spec 3 §4 Delete: the confirmation's texts and the success text.
    const sure = await notify.confirm({
      header: t('payoutAccounts.delete.header'),
      message: t('payoutAccounts.delete.message'),
      acceptLabel: t('payoutAccounts.delete.accept'),
      rejectLabel: t('payoutAccounts.delete.reject'),
      danger: true,
    });
    if (!sure) return;
    try {
      await payoutAccounts.remove(transaction);
      notify.success(t('payoutAccounts.delete.done'), { summary: t('payoutAccounts.delete.doneTitle') });
      detail.reload();
    } catch (problem) {
      // A correction the balance cannot take says why (docs/decisions/0024-payout-accounts.md).
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('payoutAccounts.delete.failed') });
    }
  }

  if (detail.error) return <LoadFailure message={t('payoutAccounts.account.loadFailed')} retryLabel={t('session.retry')} onRetry={detail.reload} />;
  const account = detail.data?.account;
  const columns: TableColumn<AccountTransaction>[] = [
    { id: 'transactionId', header: t('payoutAccounts.columns.transactionId'), body: (row) => <Ltr>{row.transactionId}</Ltr>, frozen: 'start' },
    { id: 'paymentMethod', header: t('payoutAccounts.columns.paymentMethod'), body: (row) => t(`payoutAccounts.paymentMethods.${row.paymentMethod}`) },
    { id: 'totalAmount', header: t('payoutAccounts.columns.totalAmount'), body: (row) => <Ltr>{moneyWithCurrencyText(row.totalAmount)}</Ltr>, numeric: true },
    {
      id: 'totalBilledAmount',
      header: t('payoutAccounts.columns.totalBilledAmount'),
      body: (row) => <Ltr>{moneyWithCurrencyText(row.totalBilledAmount)}</Ltr>,
      numeric: true,
    },
    { id: 'createdDate', header: t('payoutAccounts.columns.createdDate'), body: (row) => <Ltr>{dateText(row.createdDate)}</Ltr> },
    {
      id: 'actions',
      header: t('payoutAccounts.columns.actions'),
      body: (row) => (
        <span className="payout-table__actions">
          <Button
            type="button"
            icon="pi pi-eye"
            text
            rounded
            size="small"
            aria-label={t('payoutAccounts.actions.showOf', { id: row.transactionId })}
            title={t('payoutAccounts.actions.show')}
            onClick={() => setOpened({ kind: 'show', transaction: row })}
          />
          {staff && (
            <Button
              type="button"
              icon="pi pi-history"
              text
              rounded
              size="small"
              aria-label={t('payoutAccounts.actions.historyOf', { id: row.transactionId })}
              title={t('payoutAccounts.actions.history')}
              onClick={() => setOpened({ kind: 'history', transaction: row })}
            />
          )}
          {manage && (
            <Link
              to={pathTo('payoutTransactionForm', { loanTransactionId: row.id })}
              className="p-button p-button-text p-button-sm p-button-rounded p-button-icon-only"
              aria-label={t('payoutAccounts.actions.editOf', { id: row.transactionId })}
              title={t('payoutAccounts.actions.edit')}
            >
              <i className="pi pi-pencil" aria-hidden="true" />
            </Link>
          )}
          {manage && (
            <Button
              type="button"
              icon="pi pi-trash"
              text
              rounded
              severity="danger"
              size="small"
              aria-label={t('payoutAccounts.actions.deleteOf', { id: row.transactionId })}
              title={t('payoutAccounts.actions.delete')}
              onClick={() => void remove(row)}
            />
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <section className="payout-summary" aria-label={t('payoutAccounts.account.summary')} aria-busy={detail.loading}>
        <div className="kit-card payout-summary__item payout-summary__item--main">
          <span>{t('payoutAccounts.account.availableBalance')}</span>
          <strong data-testid="available-balance">
            <Ltr>{account ? moneyWithCurrencyText(account.availableBalance) : '…'}</Ltr>
          </strong>
        </div>
        <div className="kit-card payout-summary__item">
          <span>{t('payoutAccounts.account.totalTransactions')}</span>
          <strong>{account ? countText(account.totalTransactions) : '…'}</strong>
        </div>
        <div className="kit-card payout-summary__item">
          <span>{t('payoutAccounts.account.totalTransactionsAmount')}</span>
          <strong>
            <Ltr>{account ? moneyWithCurrencyText(account.totalTransactionsAmount) : '…'}</Ltr>
          </strong>
        </div>
      </section>
      <div className="kit-card">
        <ReportTable
          label={t('payoutAccounts.account.transactions')}
          rows={detail.data?.transactions ?? []}
          dataKey="id"
          columns={columns}
          loading={detail.loading}
          emptyMessage={t('payoutAccounts.account.empty')}
          pageSizes={payoutAccountPageSizes}
          minWidth="48rem"
        />
      </div>
      {opened?.kind === 'show' && <ShowDialog transaction={opened.transaction} onClose={() => setOpened(null)} />}
      {opened?.kind === 'history' && <HistoryDialog transaction={opened.transaction} onClose={() => setOpened(null)} />}
    </>
  );
}

/** spec 3 §2 /loan-account-detail/{merchantId}: the balance summary and the account's transactions. */
export function PayoutAccountDetailView() {
  const { t } = useTranslation();
  const { merchantId } = useScreenParams('payoutAccountDetail');
  const { can, canAsPlatform } = useCan();
  const payoutAccounts = useArea('payoutAccounts');
  const allowed = can(['LoanRequest', 'viewLoanAccounts']);
  const detail = useRemoteData(`payout-account:${merchantId}`, () => (allowed ? payoutAccounts.detail(merchantId) : Promise.resolve(null)));
  const name = detail.data?.account.merchantName;
  return (
    <section className="kit-page" aria-labelledby="payout-account-title">
      <PageHeader
        titleId="payout-account-title"
        title={t('screens.payoutAccountDetail.title')}
        subtitle={name ? t('payoutAccounts.account.subtitle', { name }) : t('payoutAccounts.account.subtitleGeneric')}
        icon="pi-wallet"
      >
        <Link className="p-button p-button-text" to={pathTo('payoutAccounts')}>
          <i className="pi pi-arrow-left payout-back-icon" aria-hidden="true" />
          <span className="p-button-label">{t('payoutAccounts.account.back')}</span>
        </Link>
        {canAsPlatform(['LoanRequest', 'manageAccountTransactions']) && (
          <Link className="p-button" to={pathTo('payoutTransactionForm', { loanTransactionId: 'new' })} state={{ merchantId }}>
            <i className="pi pi-plus" aria-hidden="true" />
            <span className="p-button-label">{t('payoutAccounts.create')}</span>
          </Link>
        )}
      </PageHeader>
      {allowed ? <AccountDetail detail={detail} /> : <PermissionDenied title={t('payoutAccounts.denied.title')} message={t('payoutAccounts.denied.message')} />}
    </section>
  );
}
