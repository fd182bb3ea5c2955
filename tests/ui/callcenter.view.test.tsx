import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CallcenterPort, TransactionReference } from '../../src/application/callcenter/callcenter.port';
import { AppError } from '../../src/application/errors/app-error';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { money } from '../../src/domain/money/money';
import { firstLoad } from './catalogue-render';
import { tokenOf } from './render-portal';

const slow = { timeout: 30_000 };

async function renderCallcenter(overrides: Partial<CallcenterPort> = {}, language: 'en' | 'ar' = 'en') {
  const sessionStore = new MemorySessionStore(await tokenOf('admin'), language);
  const container = createInMemoryContainer({ sessionStore, reportProblem: () => {}, callcenter: overrides });
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={portalUseCasesOf(container)} i18n={testI18n(language)}>
      <MemoryRouter initialEntries={['/callcenter']}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user };
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens a section's PrimeReact Dropdown by its label and picks an option, as a person clicks it. */
async function choose(user: User, section: HTMLElement, label: string, option: string) {
  await user.click(within(section).getByLabelText(label).closest('.p-dropdown') as HTMLElement);
  const item = await waitFor(() => {
    const panels = [...document.querySelectorAll<HTMLElement>('.p-dropdown-panel')].filter((panel) => !/overlay-exit/.test(panel.className));
    const found = panels.flatMap((panel) => [...panel.querySelectorAll<HTMLElement>('[role="option"]')]).find((li) => li.textContent === option);
    if (!found) throw new Error(`the option ${option} did not open`);
    return found;
  }, firstLoad);
  await user.click(item);
}

async function fill(user: User, section: HTMLElement, transactionNumber: string) {
  await choose(user, section, 'Select Service', 'Multiverse Games · Multiverse');
  await choose(user, section, 'Select Service Provider', 'Easypaisa');
  await user.type(within(section).getByLabelText('Transaction ID'), transactionNumber);
}

describe('the call centre (spec 3 §2 /callcenter)', slow, () => {
  it('enquires, shows the result dialog and the transaction summary, and clears the result when closed', async () => {
    const sent: TransactionReference[] = [];
    const { user } = await renderCallcenter({
      enquire: async (reference) => {
        sent.push(reference);
        return {
          operation: 'enquire',
          succeeded: true,
          message: 'Transaction status: Success',
          providerStatus: 'PAID',
          transaction: {
            transactionNumber: 'EP0000000001',
            orderId: 'ORD-1',
            serviceId: 'SRV-1001',
            serviceName: 'Multiverse Games',
            merchantName: 'Multiverse',
            operator: 'easypaisa',
            amount: money('499.00', 'PKR'),
            msisdn: '03001234567',
            transactionDate: '2026-11-20T09:00:00.000Z',
            status: 'Success',
            refund: null,
            lateCharges: [
              {
                reference: 'PGWLATE0001',
                amount: money('499.00', 'PKR'),
                state: 'voided',
                note: 'Paid after the attempt had ended: refunded in full',
                at: '2026-11-20T09:05:00.000Z',
              },
            ],
          },
          refund: null,
          providerAnswer: { responseCode: '0000' },
        };
      },
    });
    const enquire = await screen.findByRole('form', { name: 'Enquire Transaction' }, firstLoad);
    expect(screen.getByRole('form', { name: 'Refund Transaction' })).toBeInTheDocument();
    await fill(user, enquire, ' EP0000000001 ');
    await user.click(within(enquire).getByRole('button', { name: 'Enquire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry result' });
    expect(within(dialog).getByText('Transaction status: Success')).toBeInTheDocument();
    expect(within(dialog).getByText('PAID')).toBeInTheDocument();
    // The form's type is the section's and never sent (spec 3 §3).
    expect(sent).toEqual([{ serviceId: 'SRV-1001', operator: 'easypaisa', transactionNumber: 'EP0000000001' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Transaction summary' }));
    const summary = await screen.findByRole('dialog', { name: 'Transaction summary' });
    expect(within(summary).getByText('ORD-1')).toBeInTheDocument();
    expect(within(summary).getByText('Not refunded.')).toBeInTheDocument();
    // A second charge of the order, made for an attempt that had ended, and given back.
    expect(within(summary).getByRole('heading', { name: 'Late charges of this order' })).toBeInTheDocument();
    expect(within(summary).getByText('PGWLATE0001')).toBeInTheDocument();
    expect(within(summary).getByText('Refunded to the customer')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const closes = within(await screen.findByRole('dialog', { name: 'Enquiry result' })).getAllByRole('button', { name: 'Close' });
    await user.click(closes[closes.length - 1] as HTMLElement);
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Enquiry result' })).toBeNull();
  });

  it('refunds after a confirmation and shows who refunded', async () => {
    const { user } = await renderCallcenter();
    const refund = await screen.findByRole('form', { name: 'Refund Transaction' }, firstLoad);
    await fill(user, refund, 'EP0000000001');
    await user.click(within(refund).getByRole('button', { name: 'Refund' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/EP0000000001/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund result' });
    expect(within(dialog).getByText('Refunded 499.00 PKR')).toBeInTheDocument();
    expect(within(dialog).getByText('Admin (admin)')).toBeInTheDocument();
    expect(within(dialog).getByText('RF1')).toBeInTheDocument();
  });

  it("shows the server's message under the field it names", async () => {
    const { user } = await renderCallcenter({
      enquire: async () => Promise.reject(new AppError('validation_failed', 'Please select a service provider', 'operator')),
    });
    const enquire = await screen.findByRole('form', { name: 'Enquire Transaction' }, firstLoad);
    await user.click(within(enquire).getByRole('button', { name: 'Enquire' }));
    expect(await within(enquire).findByText('Please select a service provider')).toBeInTheDocument();
  });

  it('reads in Arabic, right to left, with the form message translated', async () => {
    const { user } = await renderCallcenter(
      { refund: async () => Promise.reject(new AppError('conflict', 'This transaction has already been refunded', 'transactionNumber')) },
      'ar',
    );
    const refund = await screen.findByRole('form', { name: 'استرداد معاملة' }, firstLoad);
    expect(document.documentElement.dir).toBe('rtl');
    await user.click(within(refund).getByRole('button', { name: 'استرداد' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'استرداد' }));
    expect(await within(refund).findByText('استُردّت هذه المعاملة من قبل')).toBeInTheDocument();
  });
});
