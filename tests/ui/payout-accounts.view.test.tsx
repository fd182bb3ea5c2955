import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { AccountTransactionDraft, PayoutAccountsPort } from '../../src/application/payout-accounts/payout-accounts.port';
import { toAmountString } from '../../src/domain/money/money';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { choose, firstLoad } from './catalogue-render';
import { tokenOf } from './render-portal';

const slow = { timeout: 40_000 };

async function renderPayouts(at: string, overrides: Partial<PayoutAccountsPort> = {}, options: { user?: 'admin' | 'merchant' } = {}) {
  const sessionStore = new MemorySessionStore(await tokenOf(options.user ?? 'admin'), 'en');
  const container = createInMemoryContainer({ sessionStore, reportProblem: () => {}, payoutAccounts: overrides });
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={portalUseCasesOf(container)} i18n={testI18n('en')}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user };
}

describe('payout accounts list (spec 3 §2)', slow, () => {
  it('lists the accounts, switches to the module view and offers Create Transaction to platform staff', async () => {
    const { user } = await renderPayouts('/loan-accounts-balance');
    const table = await screen.findByRole('table', { name: 'Payout Account(s)' }, firstLoad);
    const row = (await within(table).findByText('Demo Merchant')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('PKR 16,100.00')).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'Detail of Demo Merchant' })).toHaveAttribute('href', '/loan-account-detail/merchant-demo');
    expect(screen.getByRole('link', { name: 'Create Transaction' })).toHaveAttribute('href', '/loan-account-detail/form/new');
    await user.click(screen.getByText('Module'));
    const cards = await screen.findByRole('list', { name: 'Module' });
    expect(within(cards).getByRole('heading', { name: 'Game Zone' })).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'View details of Demo Merchant' })).toHaveAttribute('href', '/loan-account-detail/merchant-demo');
    expect(screen.queryByRole('table', { name: 'Payout Account(s)' })).not.toBeInTheDocument();
  });

  it("is titled 'Merchant Top Up' at /merchant-top-ups, and a merchant gets no Create Transaction", async () => {
    await renderPayouts('/merchant-top-ups', {}, { user: 'merchant' });
    expect(await screen.findByRole('heading', { name: 'Merchant Top Up', level: 1 }, firstLoad)).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Payout Account(s)' }, firstLoad);
    expect(screen.queryByRole('link', { name: 'Create Transaction' })).not.toBeInTheDocument();
  });
});

describe('payout account detail (spec 3 §2, §4 Delete)', slow, () => {
  it('deletes a transaction after the spec’s confirmation and says so', async () => {
    const { user } = await renderPayouts('/loan-account-detail/merchant-demo');
    const table = await screen.findByRole('table', { name: 'Transactions' }, firstLoad);
    await within(table).findByText('AT0000000001');
    expect(screen.getByTestId('available-balance')).toHaveTextContent('PKR 16,100.00');
    await user.click(within(table).getByRole('button', { name: 'Delete AT0000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(within(dialog).getByText('Changes will not be revert back.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Transaction has been deleted successfully!')).toBeInTheDocument();
    expect(screen.getByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('available-balance')).toHaveTextContent('PKR 8,050.00'));
  });

  it('shows a refused delete with the server’s reason', async () => {
    const { user } = await renderPayouts('/loan-account-detail/merchant-demo', {
      deleteTransaction: () => Promise.reject(new AppError('conflict', 'The money has already been paid out')),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete AT0000000001' }, firstLoad));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('The money has already been paid out')).toBeInTheDocument();
  });

  it('shows a merchant Show only: no History, Edit or Delete', async () => {
    const { user } = await renderPayouts('/loan-account-detail/merchant-demo', {}, { user: 'merchant' });
    await user.click(await screen.findByRole('button', { name: 'Show AT0000000001' }, firstLoad));
    expect(await screen.findByRole('dialog', { name: 'Transaction AT0000000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'History of AT0000000001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit AT0000000001' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete AT0000000001' })).not.toBeInTheDocument();
  });
});

describe('transaction form (spec 3 §2, §4, §5)', slow, () => {
  it('shows the specification’s messages on an empty submit', async () => {
    const { user } = await renderPayouts('/loan-account-detail/form/new');
    await screen.findByRole('heading', { name: 'New Transaction', level: 1 }, firstLoad);
    await user.click(await screen.findByRole('button', { name: 'Submit' }, firstLoad));
    for (const message of [
      'Please select a merchant',
      'Please provide valid payment method',
      'Please provide currency',
      'Please provide amount',
      'Please provide PGW commission',
      'Please provide SBP commission',
      'Please provide Service sales tax',
      'Please provide withholding tax',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog', { name: 'Transaction Summary' })).not.toBeInTheDocument();
  });

  it('asks for the exchange rate for USD only, and clears it for PKR', async () => {
    const sent: AccountTransactionDraft[] = [];
    const { user } = await renderPayouts('/loan-account-detail/form/new', {
      createTransaction: async (draft) => {
        sent.push(draft);
        return Promise.reject(new AppError('unexpected', 'stop here'));
      },
    });
    await choose(user, 'Currency', 'USD');
    const rate = await screen.findByLabelText('Exchange Rate');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please provide exchange rate')).toBeInTheDocument();
    await user.type(rate, '278.45');
    await choose(user, 'Currency', 'PKR');
    await waitFor(() => expect(screen.queryByLabelText('Exchange Rate')).not.toBeInTheDocument());
    await choose(user, 'Merchant', 'Demo Merchant');
    await choose(user, 'Payment Method', 'IBFT');
    for (const [label, value] of [
      ['Amount', '10000'],
      ['PGW Commission', '2'],
      ['SBP Charges', '1'],
      ['Service Sales Tax', '16'],
      ['Withholding Tax', '0.5'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    expect(within(summary).queryByText('Exchange Rate')).not.toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.exchangeRate).toBeNull();
    expect(sent[0]?.currency).toBe('PKR');
  });

  it('shows the billed amount live, opens the Transaction Summary, cancels it and confirms once', async () => {
    const sent: { draft: AccountTransactionDraft; key: string }[] = [];
    const { user } = await renderPayouts('/loan-account-detail/form/new', {
      createTransaction: async (draft, key) => {
        sent.push({ draft, key });
        return {
          id: 'top-up-9',
          transactionId: 'AT0000000009',
          merchantId: draft.merchantId,
          merchantName: 'Demo Merchant',
          currency: draft.currency,
          paymentMethod: draft.paymentMethod,
          totalAmount: draft.totalAmount,
          totalBilledAmount: draft.totalBilledAmount,
          exchangeRate: draft.exchangeRate,
          waleeCommission: draft.waleeCommission,
          sbpCharges: draft.sbpCharges,
          serviceSalesTax: draft.serviceSalesTax,
          withHoldingCharges: draft.withHoldingCharges,
          createdDate: '2026-10-01T07:00:00.000Z',
          account: {
            merchantName: 'Demo Merchant',
            totalTransactions: 3,
            totalTransactionsAmount: draft.availableBilledAmount,
            availableBalance: draft.availableBilledAmount,
          },
        };
      },
    });
    await choose(user, 'Merchant', 'Demo Merchant');
    await choose(user, 'Payment Method', 'USD Deposit');
    await choose(user, 'Currency', 'USD');
    await user.type(await screen.findByLabelText('Amount'), '10.01');
    await user.type(screen.getByLabelText('Exchange Rate'), '278.45');
    for (const [label, value] of [
      ['PGW Commission', '2'],
      ['SBP Charges', '1'],
      ['Service Sales Tax', '16'],
      ['Withholding Tax', '0.5'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    // 10.01 USD × 278.45 = 2,787.28 PKR less 19.5 % → 2,243.76 (the domain's formula).
    expect(screen.getByLabelText('Billed Amount')).toHaveValue('PKR 2,243.76');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    let summary = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    expect(within(summary).getByText('PKR 2,787.28')).toBeInTheDocument();
    expect(within(summary).getByText('PKR 2,243.76')).toBeInTheDocument();
    expect(within(summary).getByText('PKR 16,100.00')).toBeInTheDocument();
    expect(within(summary).getByText('PKR 18,343.76')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction Summary' })).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    summary = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    const confirm = within(summary).getByRole('button', { name: 'Confirm' });
    await user.dblClick(confirm);
    expect(await screen.findByRole('heading', { name: 'Payout Account(s)', level: 1 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(toAmountString(sent[0]?.draft.totalBilledAmount ?? { minor: 0n, currency: 'PKR' })).toBe('2243.76');
    expect(sent[0]?.draft.availableBilledAmount).toEqual({ minor: 1834376n, currency: 'PKR' });
    expect(sent[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('edits a transaction: its merchant stays, and the summary shows the balance after the difference', async () => {
    const edits: { id: string; draft: AccountTransactionDraft }[] = [];
    const { user } = await renderPayouts('/loan-account-detail/form/top-up-01', {
      editTransaction: async (id, draft) => {
        edits.push({ id, draft });
        return Promise.reject(new AppError('conflict', 'The money has already been paid out'));
      },
    });
    expect(await screen.findByRole('heading', { name: 'Edit Transaction', level: 1 }, firstLoad)).toBeInTheDocument();
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue('10000');
    expect(screen.getByLabelText('Billed Amount')).toHaveValue('PKR 8,050.00');
    await user.clear(amount);
    await user.type(amount, '20000');
    expect(screen.getByLabelText('Billed Amount')).toHaveValue('PKR 16,100.00');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('dialog', { name: 'Transaction Summary' });
    // 16,100.00 now, plus the difference 8,050.00.
    expect(within(summary).getByText('PKR 24,150.00')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Confirm' }));
    expect(await within(summary).findByText('The money has already been paid out')).toBeInTheDocument();
    expect(edits).toEqual([
      { id: 'top-up-01', draft: expect.objectContaining({ merchantId: 'merchant-demo', totalBilledAmount: { minor: 1610000n, currency: 'PKR' } }) },
    ]);
  });

  it('shows a transaction’s History to platform staff', async () => {
    const { user } = await renderPayouts('/loan-account-detail/merchant-demo');
    await user.click(await screen.findByRole('button', { name: 'History of AT0000000001' }, firstLoad));
    const dialog = await screen.findByRole('dialog', { name: 'History of AT0000000001' });
    expect(await within(dialog).findByText('Transaction created by admin')).toBeInTheDocument();
  });

  it('sends others to /loan-accounts-balance', async () => {
    await renderPayouts('/loan-account-detail/form/new', {}, { user: 'merchant' });
    expect(await screen.findByRole('heading', { name: 'Payout Account(s)', level: 1 }, firstLoad)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("alerts 'Something went wrong' when the form cannot load", async () => {
    await renderPayouts('/loan-account-detail/form/top-up-01', { transaction: () => Promise.reject(new AppError('unexpected', 'boom')) });
    expect((await screen.findAllByText('Something went wrong', {}, firstLoad)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
