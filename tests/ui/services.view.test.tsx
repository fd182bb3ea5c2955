import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { ServiceDraft } from '../../src/application/services/services.port';
import { decimal } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { serviceFormMessages } from '../../src/forms/service.form-schema';
import { InMemoryServicesAdapter } from '../../src/infrastructure/services/services.in-memory-adapter';
import { choose, firstLoad, renderCatalogue } from './catalogue-render';

const slow = { timeout: 40_000 };

describe('the services list (spec 2 §2.5, §4)', slow, () => {
  it('flips a service’s status after a confirm and says so', async () => {
    const { user } = await renderCatalogue('/services');
    const table = await screen.findByRole('table', { name: 'Services' }, firstLoad);
    await user.click(await within(table).findByRole('button', { name: 'Active: Suspend demo-easypaisa' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('demo-easypaisa is now Suspended.')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Suspended: Activate demo-easypaisa' })).toHaveTextContent('Suspended');
  });

  it('shows the generic error notice when the status change fails', async () => {
    const { user } = await renderCatalogue('/services', { services: { setStatus: async () => Promise.reject(new AppError('forbidden', 'no')) } });
    await user.click(await screen.findByRole('button', { name: 'Suspended: Activate games-loans' }, firstLoad));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('reads right to left in Arabic', async () => {
    await renderCatalogue('/services', {}, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الخدمات', level: 1 }, firstLoad)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'مزوّد الخدمة' })).toBeInTheDocument();
    expect(await screen.findByText('نشطة')).toBeInTheDocument();
  });
});

describe('the service form (spec 2 §3, §4, §5)', slow, () => {
  it('enables the payout share with its switch, reveals charges with auto-disburse and the voucher defaults with Voucher', async () => {
    const { user } = await renderCatalogue('/services/form/new');
    const payout = await screen.findByLabelText('Payout Share', {}, firstLoad);
    expect(payout).toBeDisabled();
    await user.click(screen.getByLabelText('Payout share applies'));
    expect(payout).toBeEnabled();
    expect(screen.queryByLabelText('Easypaisa Charge')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Auto disburse'));
    expect(screen.getByLabelText('Easypaisa Charge')).toHaveValue('0');
    expect(screen.getByLabelText('Jazzcash Charge')).toBeInTheDocument();
    expect(screen.queryByLabelText('Vendor Margin')).not.toBeInTheDocument();
    await choose(user, 'Service Type', 'Voucher');
    expect(await screen.findByLabelText('Vendor Margin')).toHaveValue('2');
    expect(screen.getByLabelText('Merchant Cost')).toHaveValue('1.5');
    expect(screen.getByLabelText('Margin to PGW')).toHaveValue('80');
    expect(screen.getByLabelText('Margin to Merchant')).toHaveValue('20');
  });

  it('names what is missing and saves a complete service with its store', async () => {
    const saved: ServiceDraft[] = [];
    const demo = new InMemoryServicesAdapter();
    const { user } = await renderCatalogue('/services/form/new', {
      services: {
        createService: async (draft) => {
          saved.push(draft);
          return demo.createService(draft);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }, firstLoad));
    expect(await screen.findByText(serviceFormMessages.merchantRequired)).toBeInTheDocument();
    expect(screen.getByText(serviceFormMessages.serviceNameRequired)).toBeInTheDocument();
    expect(screen.getByText(serviceFormMessages.serviceTypeRequired)).toBeInTheDocument();
    await choose(user, 'Merchant', 'Demo Merchant');
    await user.type(screen.getByLabelText('Service Name'), 'demo-loans');
    await choose(user, 'Service Type', 'Loan');
    await user.type(screen.getByLabelText('Merchant Share'), '96');
    await user.type(screen.getByLabelText('PGW Share'), '4');
    await choose(user, 'Easypaisa Service', 'multiverse-easypaisa');
    await user.click(screen.getByLabelText('Easypaisa'));
    await user.click((await screen.findByText('Choose stores')).closest('.p-multiselect') as HTMLElement);
    await user.click(await screen.findByText('Demo Clifton (EP-1002)'));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Services', level: 1 })).toBeInTheDocument();
    // The port gets each figure exact, as the form's schema read what was typed.
    expect(saved[0]).toMatchObject({
      merchant: 'merchant-demo',
      serviceName: 'demo-loans',
      serviceType: 'Loan',
      merchantShare: decimal('96.00'),
      platformShare: decimal('4.00'),
      price: decimal('0.00'),
      paymentMethods: ['Easypaisa'],
      epStoreConfig: [{ _id: 'store-2', balance: money('9800.00', 'PKR') }],
    });
  });

  it('shows a server error under the field it names', async () => {
    const { user } = await renderCatalogue('/services/form/service-1', {
      services: { updateService: async () => Promise.reject(new AppError('conflict', 'This merchant already has a service with this name', 'serviceName')) },
    });
    expect(await screen.findByDisplayValue('demo-easypaisa', {}, firstLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Service Name')).toHaveAccessibleDescription('This merchant already has a service with this name'));
  });

  it('is Permission Denied for a role without Services.createServices', async () => {
    await renderCatalogue('/services/form/new', {}, { user: 'merchant' });
    await screen.findByRole('heading', { name: 'Permission Denied' }, firstLoad);
  });
});
