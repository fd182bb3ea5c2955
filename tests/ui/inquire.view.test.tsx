import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { InquirePort, InquireResult } from '../../src/application/inquire/inquire.port';
import type { PortalLanguage } from '../../src/application/session/session-store.port';
import { portalUseCasesOf } from '../../src/infrastructure/di/create-container';
import { createInMemoryContainer } from '../../src/infrastructure/di/in-memory-container';
import { MemorySessionStore } from '../../src/infrastructure/session/memory-session-store';
import { testI18n } from './test-i18n';
import { PortalProviders } from '../../src/ui/portal-providers';
import { PortalRoot } from '../../src/ui/portal-root';
import { afterProfile, tokenOf } from './render-portal';

async function renderInquire(options: { as?: 'admin' | 'merchant'; inquire?: Partial<InquirePort>; at?: string; language?: PortalLanguage } = {}) {
  const sessionStore = new MemorySessionStore(await tokenOf(options.as ?? 'admin'), options.language ?? null);
  const problems: unknown[] = [];
  const container = createInMemoryContainer({ sessionStore, inquire: options.inquire, reportProblem: (problem) => problems.push(problem) });
  const useCases = portalUseCasesOf(container);
  const user = userEvent.setup();
  render(
    <PortalProviders useCases={useCases} i18n={testI18n(useCases.language.current())}>
      <MemoryRouter initialEntries={[options.at ?? '/inquire-transaction']}>
        <PortalRoot />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { user, problems };
}

async function inquire(user: ReturnType<typeof userEvent.setup>, provider: 'Easypaisa' | 'Jazzcash', orderId: string) {
  await screen.findByLabelText('Provider', {}, afterProfile);
  await user.click(screen.getByText('Select a provider', { selector: 'span' }));
  await user.click(await screen.findByRole('option', { name: provider, hidden: true }));
  await user.type(screen.getByLabelText('Order Id'), orderId);
  await user.click(screen.getByRole('button', { name: 'Inquire' }));
}

const failedAnswer: InquireResult = {
  permission: true,
  succeeded: false,
  message: 'Transaction not found',
  providerAnswer: { responseCode: '0013' },
  checkoutLogs: [],
  providerLogs: null,
  notification: null,
};

describe('inquire transaction screen (spec 1 §2, §5, §8)', () => {
  it('validates the form on blur with the spec messages', async () => {
    const { user } = await renderInquire();
    const orderId = await screen.findByLabelText('Order Id', {}, afterProfile);
    await user.click(orderId);
    await user.tab();
    expect(await screen.findByText('Order Id is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inquire' }));
    expect(await screen.findByText('Provider is required')).toBeInTheDocument();
    await user.type(orderId, 'x'.repeat(51));
    expect(await screen.findByText('Order Id cannot exceed 50 characters')).toBeInTheDocument();
  });

  it('shows a platform admin the result, provider logs, system logs and sends the notification', async () => {
    const sent: unknown[] = [];
    const { user } = await renderInquire({
      inquire: {
        sendNotification: async (provider, orderId) => {
          sent.push({ provider, orderId });
          return { status: 200, body: { received: true } };
        },
      },
    });
    await inquire(user, 'Easypaisa', ' MUL-0000000042 ');
    expect(await screen.findByRole('heading', { name: 'Inquiry result' })).toBeInTheDocument();
    expect(screen.getByText('Transaction status: Success')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Provider Logs/ })).toBeInTheDocument();
    const systemLogs = screen.getByRole('region', { name: /System Logs/ });
    expect(within(systemLogs).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('HTTP 200')).toBeInTheDocument();
    expect(sent).toEqual([{ provider: 'easypaisa', orderId: 'MUL-0000000042' }]);
  });

  it('shows a merchant response of any status from 200 to 599 as the answer', async () => {
    const { user } = await renderInquire({ inquire: { sendNotification: async () => ({ status: 500, body: 'merchant is down' }) } });
    await inquire(user, 'Jazzcash', 'MUL-1');
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('merchant is down')).toBeInTheDocument();
  });

  it('says "Something went wrong while sending notification" when no answer comes back', async () => {
    const { user, problems } = await renderInquire({
      inquire: {
        sendNotification: async () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await inquire(user, 'Easypaisa', 'MUL-1');
    await user.click(await screen.findByRole('button', { name: 'Send Notification' }));
    expect(await screen.findByText('Something went wrong while sending notification')).toBeInTheDocument();
    expect(problems.length).toBeGreaterThan(0);
  });

  it('shows "Error" with the server message when the inquiry is not a success', async () => {
    const { user } = await renderInquire({ inquire: { inquire: async () => failedAnswer } });
    await inquire(user, 'Easypaisa', 'MUL-404');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Transaction not found').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Send Notification' })).not.toBeInTheDocument();
  });

  it('shows "Some issue on inquire" when the inquiry throws', async () => {
    const { user } = await renderInquire({
      inquire: {
        inquire: async () => {
          throw new AppError('unexpected', 'boom');
        },
      },
    });
    await inquire(user, 'Jazzcash', 'MUL-1');
    expect(await screen.findByText('Some issue on inquire')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('denies a merchant whose setting is off', async () => {
    await renderInquire({ as: 'merchant' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, afterProfile)).toBeInTheDocument();
    expect(screen.getByText(/Please contact your administrator/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Order Id')).not.toBeInTheDocument();
  });

  it('lets an enabled merchant in, without provider logs, until an answer lacks permission', async () => {
    const { user } = await renderInquire({
      as: 'merchant',
      inquire: { merchantInquireEnabled: async () => true, inquire: async () => ({ ...failedAnswer, permission: false }) },
    });
    await inquire(user, 'Easypaisa', 'DEM-1');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('logs a failed setting load and still decides', async () => {
    const failure = new AppError('network', 'down');
    const { problems } = await renderInquire({
      as: 'merchant',
      inquire: {
        merchantInquireEnabled: async () => {
          throw failure;
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' }, afterProfile)).toBeInTheDocument();
    expect(problems).toContain(failure);
  });

  it('is also the inquire-transaction report', async () => {
    await renderInquire({ at: '/reports?type=inquire-transaction' });
    expect(await screen.findByLabelText('Order Id', {}, afterProfile)).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await renderInquire({ as: 'merchant', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تم رفض الوصول' }, afterProfile)).toBeInTheDocument();
  });
});
