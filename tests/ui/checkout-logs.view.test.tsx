import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CheckoutLogsPort, CheckoutSearch } from '../../src/application/checkout-logs/checkout-logs.port';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { firstLoad } from './catalogue-render';
import { tokenOf } from './render-portal';

const slow = { timeout: 30_000 };

async function renderAt(at: string, overrides: Partial<CheckoutLogsPort> = {}, language: 'en' | 'ar' = 'en') {
  const sessionStore = new MemorySessionStore(await tokenOf('admin'), language);
  const container = createInMemoryContainer({ sessionStore, reportProblem: () => {}, checkoutLogs: overrides });
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={portalUseCasesOf(container)} i18n={testI18n(language)}>
      <MemoryRouter initialEntries={[at]}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user };
}

const log = {
  id: 'l1',
  provider: 'jazzcash',
  orderId: 'ORD-9',
  serviceId: 'SRV-1',
  createdDate: '2026-11-20T10:00:00.000Z',
  row: { reference: 'TJC9', amount: '1250.00', mobileNumber: '03011234567', message: 'Thank you' },
  request: { pp_SecureHash: '[masked]' },
  response: { pp_TxnRefNo: 'TJC9' },
};

describe('Checkout Logs and Checkout Requests (spec 3 §2)', slow, () => {
  it('shows the provider’s columns, searches with the query and resets to the last 7 days', async () => {
    const searches: CheckoutSearch[] = [];
    const { user } = await renderAt('/checkout-logs', {
      searchLogs: async (search) => {
        searches.push(search);
        return { rows: [log], total: 1 };
      },
    });
    const table = await screen.findByRole('table', { name: 'Checkout Logs' }, firstLoad);
    expect(await within(table).findByText('TJC9')).toBeInTheDocument();
    expect(within(table).getByText('1,250.00')).toBeInTheDocument();
    expect(within(table).getByText('Thank you')).toBeInTheDocument();
    const first = searches[0];
    await user.type(screen.getByLabelText('Search text'), 'ORD-9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => searches.at(-1)?.query).toBe('ORD-9');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await expect.poll(() => searches.at(-1)).toEqual(first);
    expect(screen.getByLabelText('Search text')).toHaveValue('');
    await user.click(within(table).getByRole('button', { name: 'Show the request and response of ORD-9' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout log' });
    expect(within(dialog).getByText(/\[masked\]/)).toBeInTheDocument();
  });

  it('pages the checkout requests and shows their amounts', async () => {
    await renderAt('/checkout-requests');
    const table = await screen.findByRole('table', { name: 'Checkout Requests' }, firstLoad);
    expect(await within(table).findByText('Gold pack')).toBeInTheDocument();
    expect(within(table).getByText('499.00')).toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await renderAt('/checkout-logs', { searchLogs: async () => ({ rows: [log], total: 1 }) }, 'ar');
    expect(await screen.findByRole('heading', { name: 'سجلّات الدفع', level: 1 }, firstLoad)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'إعادة تعيين' })).toBeInTheDocument();
  });
});
