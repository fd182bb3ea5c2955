import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionFilter } from '../../src/application/analytics/analytics.port';
import { money } from '../../src/domain/money/money';
import { afterProfile, renderPortal, tokenOf } from './render-portal';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
async function expectFigure(key: string, text: string) {
  await waitFor(() => expect(screen.getByTestId(`figure-${key}`)).toHaveTextContent(text), { timeout: 10_000 });
}
async function choose(user: { click: (element: Element) => Promise<void> }, shown: string, option: string) {
  await user.click(screen.getByText(shown, { selector: 'span' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

const fixedCollection = {
  platformShare: money('1234.50', 'PKR'),
  totalAmount: money('98765.40', 'PKR'),
  transactions: 1_234,
  revenue: [{ date: '2026-11-20', amount: money('500.00', 'PKR'), serviceCharges: money('20.00', 'PKR') }],
  rate: { successful: 1, failed: 2 },
  transactionsOverTime: [],
  byPaymentMethod: [
    { method: 'easypaisa', successful: 700, failed: 100 },
    { method: 'card', successful: 1, failed: 2 },
  ],
  refunds: { gross: money('98765.40', 'PKR'), refunded: money('1250.05', 'PKR'), net: money('97515.35', 'PKR') },
};

describe('Collection Overview (spec 3 §2, §3)', () => {
  it('shows the summary, the rates with exact two decimals and the payment methods', async () => {
    const asked: CollectionFilter[] = [];
    renderPortal({
      at: '/collection',
      token: await tokenOf('admin'),
      ports: {
        analytics: {
          collection: async (filter) => {
            asked.push(filter);
            return fixedCollection;
          },
        },
      },
    });
    await expectFigure('platform-share', '1,234.50');
    await expectFigure('total-amount', '98,765.40');
    await expectFigure('transactions', '1,234');
    expect(screen.getByTestId('success-rate')).toHaveTextContent('33.33%');
    expect(screen.getByTestId('failure-rate')).toHaveTextContent('66.67%');
    expect(rowsOf(screen.getByRole('table', { name: 'Transactions by payment method' }))).toEqual(['Easypaisa700100', 'Card12']);
    // spec 3 §9: Last 7 days by default, today included.
    expect(asked[0]?.dates.to).toBeDefined();
    expect(asked[0]!.dates.from <= asked[0]!.dates.to).toBe(true);
  });

  it('shows the collected amount, the refunds of the range and net (docs/decisions/0041-refunds-in-the-money-figures.md)', async () => {
    renderPortal({ at: '/collection', token: await tokenOf('admin'), ports: { analytics: { collection: async () => fixedCollection } } });
    await expectFigure('gross', '98,765.40');
    const row = screen.getByRole('list', { name: 'Collected after refunds' });
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(['Gross Collected98,765.40', 'Refunds1,250.05', 'Net Collected97,515.35']);
  });

  it('shows no refunds row when the server does not answer refunds', async () => {
    const { refunds: _refunds, ...withoutRefunds } = fixedCollection;
    renderPortal({ at: '/collection', token: await tokenOf('admin'), ports: { analytics: { collection: async () => withoutRefunds } } });
    await expectFigure('total-amount', '98,765.40');
    expect(screen.queryByRole('list', { name: 'Collected after refunds' })).not.toBeInTheDocument();
  });

  it('gives platform staff the merchant and payment method choices, and searches again on a choice', async () => {
    const asked: CollectionFilter[] = [];
    const { user } = renderPortal({
      at: '/collection',
      token: await tokenOf('admin'),
      ports: {
        analytics: {
          collection: async (filter) => {
            asked.push(filter);
            return fixedCollection;
          },
        },
      },
    });
    await expectFigure('platform-share', '1,234.50');
    expect(screen.getByLabelText('Merchant')).toBeInTheDocument();
    await choose(user, 'All payment methods', 'Jazzcash');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ paymentMethod: 'jazzcash' }));
    await choose(user, 'Last 7 days', 'Last 30 days');
    await waitFor(() => expect(asked).toHaveLength(3));
    const last = asked.at(-1)!;
    expect(Date.parse(last.dates.to) - Date.parse(last.dates.from)).toBe(29 * 86_400_000);
  });

  it('shows a merchant no merchant or payment method choice', async () => {
    renderPortal({ at: '/collection', token: await tokenOf('merchant') });
    await expectFigure('transactions', '');
    expect(await screen.findByRole('table', { name: 'Transactions by payment method' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Payment method')).not.toBeInTheDocument();
  });

  it('logs a failed request and shows no message (spec 3 §8)', async () => {
    const { problems } = renderPortal({
      at: '/collection',
      token: await tokenOf('admin'),
      ports: { analytics: { collection: async () => Promise.reject(new Error('server said no')) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection Overview' }, afterProfile)).toBeInTheDocument();
    // The failure is reported when the request settles, which may come after the heading.
    await waitFor(() => expect(problems.some((problem) => problem instanceof Error && problem.message === 'server said no')).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    renderPortal({ at: '/collection', token: await tokenOf('admin'), language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'نظرة عامة على التحصيل' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'المعاملات حسب طريقة الدفع' })).toBeInTheDocument();
    expect(screen.getByLabelText('طريقة الدفع')).toBeInTheDocument();
    const row = screen.getByRole('list', { name: 'المبلغ المحصل بعد المبالغ المستردة' });
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((card) => card.textContent?.replace(/[\d,.-]+$/, '')),
    ).toEqual(['إجمالي المبلغ المحصل', 'المبالغ المستردة', 'صافي المبلغ المحصل']);
  });
});

describe('Payout Overview (spec 3 §2, §3, §4)', () => {
  it('shows deposits, payout accounts, statuses and banks, narrowed by vendor', async () => {
    const { user } = renderPortal({ at: '/disbursement', token: await tokenOf('admin') });
    await expectFigure('deposited', '3,750,000.00');
    await expectFigure('successful', '156');
    await expectFigure('pending', '27');
    await expectFigure('rejected', '21');
    expect(rowsOf(screen.getByRole('table', { name: 'Banks' }))).toEqual(['Easypaisa123', 'Jazzcash81']);
    await choose(user, 'All vendors', 'Jazzcash');
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Banks' }))).toEqual(['Jazzcash81']));
  });
});
