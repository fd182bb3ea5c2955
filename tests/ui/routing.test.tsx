import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../src/infrastructure/di/tokens';
import type { TokenRejections } from '../../src/infrastructure/http/token-rejections';
import { pathTo, reportPath } from '../../src/ui/routing/paths';
import { afterProfile, renderPortal, tokenOf } from './render-portal';

describe('routes (spec 1 §2)', () => {
  it('sends a signed-out visitor of an unknown route to the login page', async () => {
    renderPortal({ at: '/no/such/page' });
    expect(await screen.findByLabelText('User Name')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a guarded route to the login page', async () => {
    renderPortal({ at: '/merchants' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows page not found for an unknown route once signed in', async () => {
    renderPortal({ at: '/no/such/page', token: await tokenOf('admin') });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, afterProfile)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it.each(['/', '/login'])('sends a signed-in user from %s to the dashboard', async (at) => {
    renderPortal({ at, token: await tokenOf('merchant') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, afterProfile)).toBeInTheDocument();
  });

  it('opens the settlement summary at /settlements/{id} as well (docs/spec/decisions.md §6)', async () => {
    // A stored settlement: an unknown id's summary leaves once its load fails, so its heading may be gone
    // by the time it is looked at.
    renderPortal({ at: '/settlements/settlement-1', token: await tokenOf('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settlement Summary' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByText('PGW Share (4.00%)')).toBeInTheDocument();
  });

  it('/logout clears the session and goes to the login page', async () => {
    const { sessionStore } = renderPortal({ at: '/logout', token: await tokenOf('admin') });
    expect(await screen.findByLabelText('User Name', undefined, afterProfile)).toBeInTheDocument();
    expect(sessionStore.readToken()).toBeNull();
  });

  it('clears a token whose profile has no id and shows the login page', async () => {
    const { sessionStore } = renderPortal({ at: '/dashboard', token: await tokenOf('admin'), auth: { userById: async () => null } });
    expect(await screen.findByLabelText('User Name', undefined, afterProfile)).toBeInTheDocument();
    expect(sessionStore.readToken()).toBeNull();
  });

  it('ends the session when any call reports the token expired, and says so on the login page', async () => {
    const { container } = renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, afterProfile);
    act(() => container.get<TokenRejections>(TOKENS.TokenRejections).notify({ code: 'token_expired', message: 'Token expired' }));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toBeInTheDocument();
  });

  it('titles /reports after the report its type names', async () => {
    renderPortal({ at: reportPath('statements'), token: await tokenOf('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statements' }, afterProfile)).toBeInTheDocument();
  });

  it('opens the transaction report at /reports without a type (spec 1 §2: the first of the five reports)', async () => {
    renderPortal({ at: '/reports', token: await tokenOf('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction Report' }, afterProfile)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('shows page not found for a report type it does not know', async () => {
    renderPortal({ at: '/reports?type=no-such-report', token: await tokenOf('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, afterProfile)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it.each([
    ['/checkout/mena/service-1/order-1', 'Checkout'],
    ['/callback/stripe/fail/order-1/service-1', 'Payment Status'],
  ])('opens the public page at %s as well', async (at, title) => {
    renderPortal({ at });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the hosted checkout without signing in and without the shell', async () => {
    renderPortal({ at: pathTo('hostedCheckout', { sessionId: 'session 1' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
