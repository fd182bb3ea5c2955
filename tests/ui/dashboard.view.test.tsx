import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RevenueShareFigures } from '../../src/application/dashboard/dashboard.port';
import { money } from '../../src/domain/money/money';
import { afterProfile, renderPortal, tokenOf } from './render-portal';

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());
/** Each cell as read, the stacked layout's column title first (PrimeReact's responsive "stack"). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Figures a server answers: a payment of 350.00 and 100.10 of it given back, and a refund in dollars alone. */
const refundedRevenue: RevenueShareFigures = {
  services: [{ service: 'hashir-easypaisa', transactions: 2, amount: money('350.00', 'PKR') }],
  totals: [
    { gross: money('350.00', 'PKR'), refunded: money('100.10', 'PKR'), net: money('249.90', 'PKR') },
    { gross: money('0.00', 'USD'), refunded: money('1250.00', 'USD'), net: money('-1250.00', 'USD') },
  ],
};

/**
 * `text` inside the element of that role and name as the screen holds it when found: the panels
 * replace their loading frame, which has the same titles and counts list, once their code is in.
 */
const findIn = (role: 'list' | 'region', name: string, text: string) => waitFor(() => within(screen.getByRole(role, { name })).getByText(text), afterProfile);

describe('dashboard (spec 1 §2, §6)', () => {
  it.each([
    ['en', 'Filter'],
    ['ar', 'تصفية'],
  ] as const)('names each ranged panel’s button Filter (spec 1 §6), in %s', async (language, label) => {
    renderPortal({ at: '/dashboard', token: await tokenOf('admin'), language });
    await screen.findByRole('list', { name: /.+/ }, afterProfile);
    expect(await screen.findAllByRole('button', { name: label }, afterProfile)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: language === 'en' ? 'Search' : 'بحث' })).toBeNull();
  });

  it('shows platform staff Carriers and Merchants, the inquire switch and the Amount column', async () => {
    renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    expect(await findIn('list', 'Summary counts', '17,012')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Summary counts' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual([
      expect.stringContaining('Carriers'),
      expect.stringContaining('One-Time Purchase'),
      expect.stringContaining('Merchants'),
      expect.stringContaining('Services'),
    ]);
    expect(screen.getByRole('switch', { name: 'Enable Inquire for Merchant' })).toBeInTheDocument();
    expect(headersOf(await screen.findByRole('table', { name: 'Revenue Share' }))).toEqual(['Service', 'Transactions', 'Amount', 'Currency']);
    expect(headersOf(await screen.findByRole('table', { name: 'Services Share' }))).toEqual(['Service', 'Transactions', 'Service Share %']);
    expect(screen.getByLabelText('Merchant')).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet provider')).toBeInTheDocument();
  });

  it('shows a merchant Users and Roles, Merchant Amount, no switch and no merchant filter', async () => {
    renderPortal({ at: '/dashboard', token: await tokenOf('merchant') });
    const cards = await screen.findByRole('list', { name: 'Summary counts' }, afterProfile);
    const labels = within(cards)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(labels[0]).toContain('Users');
    expect(labels[2]).toContain('Roles');
    expect(labels.join(' ')).not.toContain('Carriers');
    expect(headersOf(await screen.findByRole('table', { name: 'Revenue Share' }))).toContain('Merchant Amount');
    expect(screen.queryByRole('switch', { name: 'Enable Inquire for Merchant' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Merchant')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Wallet provider')).toBeInTheDocument();
  });

  it('shows today’s percentages with two decimals and the failures under their short labels, merged', async () => {
    renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    expect(await findIn('region', 'Billing Summary (Today Status)', '85.00%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Billing Summary (Today Status)' })).getByText('12.50%')).toBeInTheDocument();
    const failed = await screen.findByRole('table', { name: "Billing Summary (Today's Failed Logs)" });
    const rows = within(failed)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Insufficient balance3', 'User cancelled1', 'Operator timeout1']);
  });

  it('turns inquire on for merchants and says so', async () => {
    const { user } = renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    const toggle = await screen.findByRole('switch', { name: 'Enable Inquire for Merchant' }, afterProfile);
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Inquire is now enabled for merchants.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Enable Inquire for Merchant' })).toBeChecked();
  });

  it('shows platform staff the gross, refunds and net of each currency under the revenue share', async () => {
    renderPortal({ at: '/dashboard', token: await tokenOf('admin'), ports: { dashboard: { revenueShare: async () => refundedRevenue } } });
    const totals = await screen.findByRole('table', { name: 'Amount after refunds' }, afterProfile);
    expect(headersOf(totals)).toEqual(['Gross', 'Refunds', 'Net', 'Currency']);
    expect(rowsOf(totals)).toEqual([
      ['Gross350.00', 'Refunds100.10', 'Net249.90', 'CurrencyPKR'],
      ['Gross0.00', 'Refunds1,250.00', 'Net-1,250.00', 'CurrencyUSD'],
    ]);
  });

  it('shows a merchant its share after refunds, and the totals of a range with refunds but no payments', async () => {
    const onlyRefunds: RevenueShareFigures = {
      services: [],
      totals: [{ gross: money('0.00', 'PKR'), refunded: money('96.00', 'PKR'), net: money('-96.00', 'PKR') }],
    };
    renderPortal({ at: '/dashboard', token: await tokenOf('merchant'), ports: { dashboard: { revenueShare: async () => onlyRefunds } } });
    const totals = await screen.findByRole('table', { name: 'Merchant Amount after refunds' }, afterProfile);
    expect(rowsOf(totals)).toEqual([['Gross0.00', 'Refunds96.00', 'Net-96.00', 'CurrencyPKR']]);
    expect(screen.getByText('No revenue in this range.')).toBeInTheDocument();
  });

  it('shows no totals when the server does not answer them', async () => {
    renderPortal({
      at: '/dashboard',
      token: await tokenOf('admin'),
      ports: { dashboard: { revenueShare: async () => ({ services: refundedRevenue.services }) } },
    });
    expect(await screen.findByRole('table', { name: 'Revenue Share' }, afterProfile)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Amount after refunds' })).not.toBeInTheDocument();
  });

  it('refuses a range whose start is after its end, and shows Arabic labels', async () => {
    const { user } = renderPortal({ at: '/dashboard', token: await tokenOf('merchant'), language: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'حصة الخدمات' }, afterProfile)).toBeInTheDocument();
    expect(headersOf(await screen.findByRole('table', { name: 'حصة الإيرادات' }))).toContain('مبلغ التاجر');
    expect(headersOf(screen.getByRole('table', { name: 'مبلغ التاجر بعد المبالغ المستردة' }))).toEqual(['الإجمالي', 'المبالغ المستردة', 'الصافي', 'العملة']);
    const panel = screen.getByRole('region', { name: 'حصة الخدمات' });
    expect(within(panel).getByRole('button', { name: 'تصفية' })).toBeInTheDocument();
    // PrimeReact's Calendar refuses user-event's clear; an emptied input is what a person's delete gives.
    fireEvent.input(within(panel).getByLabelText('من تاريخ'), { target: { value: '' } });
    await user.click(within(panel).getByRole('button', { name: 'تصفية' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('اختر التاريخين.');
  });
});
