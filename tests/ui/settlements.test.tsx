import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { SettlementsPort } from '../../src/application/settlements/settlements.port';
import { decimal } from '../../src/domain/money/decimal';
import { formatAmount } from '../../src/domain/money/money';
import { computeSettlement } from '../../src/domain/settlements/settlement-arithmetic';
import { settlementRequiredMessages } from '../../src/domain/settlements/settlement-form-rules';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { InMemorySettlementsAdapter } from '../../src/infrastructure/settlements/settlements.in-memory-adapter';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { previousMonth } from '../../src/ui/settlements/settlement-defaults';
import en from '../../src/ui/settlements/i18n/en.json';
import { afterProfile, tokenOf } from './render-portal';

async function renderSettlements(at: string, options: { user?: 'admin' | 'merchant'; settlements?: Partial<SettlementsPort> } = {}) {
  const sessionStore = new MemorySessionStore(await tokenOf(options.user ?? 'admin'), null);
  const container = createInMemoryContainer({ sessionStore, settlements: options.settlements, reportProblem: () => {} });
  const useCases = portalUseCasesOf(container);
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={useCases} i18n={testI18n('en')}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user };
}

/** Opens a PrimeReact Dropdown by its label and picks an option, as a person clicks it. */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const input = await screen.findByLabelText(label, {}, afterProfile);
  await user.click(input.closest('.p-dropdown') as HTMLElement);
  // The open panel only: one still closing from an earlier choice lingers, hidden, in the page.
  const item = await waitFor(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel')].filter((panel) => !/overlay-exit/.test(panel.className));
    const found = panels.flatMap((panel) => [...panel.querySelectorAll<HTMLElement>('[role="option"]')]).find((li) => li.textContent === option);
    if (!found) throw new Error(`the option ${option} did not open`);
    return found;
  }, afterProfile);
  await user.click(item);
}

// Views render through lazy chunks and a 1 s profile delay; a busy machine needs more than 5 s.
const slow = { timeout: 20_000 };

describe('settlement form messages (spec 1 §5)', slow, () => {
  it('keeps the spec’s exact English text for every required field', () => {
    for (const [field, message] of Object.entries(settlementRequiredMessages)) {
      expect(en.settlements.form.required[field as keyof typeof en.settlements.form.required]).toBe(message);
    }
  });

  it('shows the required messages on Save', async () => {
    const { user } = await renderSettlements('/settlement/form/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }, afterProfile));
    for (const field of ['userTypeId', 'channel', 'remittanceChargesPercentage', 'exchangeRate'] as const) {
      expect(await screen.findByText(settlementRequiredMessages[field])).toBeInTheDocument();
    }
    // Read-only figures carry no message of their own: one alert says what fills them.
    expect(screen.getByText(/^Choose the period, country and merchant/).closest('[role="alert"]')).not.toBeNull();
    for (const field of ['totalRevenue', 'subTotal', 'netSettledAmount'] as const) {
      expect(screen.queryByText(settlementRequiredMessages[field])).not.toBeInTheDocument();
    }
  });
});

describe('settlement form arithmetic (spec 1 §2, §5)', slow, () => {
  it('fills revenue from the lookup and recomputes charges, transfer and settled amounts live', async () => {
    const { user } = await renderSettlements('/settlement/form/new');
    await choose(user, 'Merchant', 'Demo Merchant');
    const revenue = await new InMemorySettlementsAdapter().merchantRevenue({ ...previousMonth(), country: 'Pakistan', merchantName: 'Demo Merchant' });
    if (revenue === null) throw new Error('no revenue');
    await waitFor(() => expect(screen.getByLabelText('Total Revenue')).toHaveValue(formatAmount(revenue.totalRevenue)));
    expect(screen.getByLabelText('PGW Share')).toHaveValue(formatAmount(revenue.platformShare));
    expect(screen.getByLabelText('Merchant Share %')).toHaveValue('96.00%');

    await user.type(screen.getByLabelText('Remittance %'), '2.5');
    const terms = { ...revenue, remittanceChargesPercentage: decimal('2.5'), exchangeRate: decimal('280.1234'), settledCurrency: 'USD' as const };
    const expected = computeSettlement(terms);
    if (!expected.ok) throw new Error('refused');
    await waitFor(() => expect(screen.getByLabelText('Remittance Charges')).toHaveValue(formatAmount(expected.value.remittanceCharges)));
    expect(screen.getByLabelText('Net Transfer Amount')).toHaveValue(formatAmount(expected.value.netTransferAmount));
    expect(screen.getByLabelText('Net Settled Amount')).toHaveValue('');

    await user.type(screen.getByLabelText('Exchange Rate'), '280.1234');
    await waitFor(() => expect(screen.getByLabelText('Net Settled Amount')).toHaveValue(formatAmount(expected.value.netSettledAmount)));
    expect(screen.getByLabelText('Gross Settled Amount')).toHaveValue(formatAmount(expected.value.grossSettledAmount));
  });

  it('saves and returns to the list, which shows the new settlement', async () => {
    const { user } = await renderSettlements('/settlement/form/new');
    await choose(user, 'Merchant', 'Game Zone');
    await waitFor(() => expect(screen.getByLabelText('Total Revenue')).not.toHaveValue(''));
    await choose(user, 'Channel of Transfer', 'Bank Transfer');
    await user.type(screen.getByLabelText('Remittance %'), '2');
    await user.type(screen.getByLabelText('Exchange Rate'), '279.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Settlements' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByText(/Settlement STL-.* created\./, {}, afterProfile)).toBeInTheDocument();
  });
});

describe('settlement list and summary', slow, () => {
  it('lists settlements with a Create Settlement action for platform staff only', async () => {
    await renderSettlements('/settlements');
    const table = await screen.findByRole('table', {}, afterProfile);
    expect(await within(table).findByText('STL-202608-DEM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Settlement' })).toHaveAttribute('href', '/settlement/form/new');
  });

  it('hides Create Settlement from a merchant', async () => {
    await renderSettlements('/settlements', { user: 'merchant' });
    await screen.findByRole('table', {}, afterProfile);
    expect(screen.queryByRole('link', { name: 'Create Settlement' })).not.toBeInTheDocument();
  });

  it('shows the summary with status Paid at /settlements/:id', async () => {
    await renderSettlements('/settlements/settlement-1');
    expect(await screen.findByRole('heading', { name: 'Settlement Summary' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('PGW Share (4.00%)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('shows the server message in an info dialog on Token-Expired, and goes to /logout on confirm', async () => {
    const { user } = await renderSettlements('/settlement-summary/settlement-1', {
      settlements: {
        settlement: async () => {
          throw new AppError('token_expired', 'Your token has expired');
        },
      },
    });
    const dialog = await screen.findByRole('dialog', {}, afterProfile);
    expect(within(dialog).getByText('Your token has expired')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Sign in' }, afterProfile)).toBeInTheDocument();
  });
});
