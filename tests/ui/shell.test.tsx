import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pathTo, reportPath } from '../../src/ui/routing/paths';
import { afterProfile, renderPortal, tokenOf } from './render-portal';

const navNames = [
  'Dashboard',
  'Collection Overview',
  'Payout Overview',
  'Carriers',
  'Merchants',
  'Stores',
  'Vouchers',
  'Blacklists',
  'Services',
  'Call Centre',
  'Settlements',
  'Reports',
  'Support',
  'Payout Request',
  'Account Balance',
  'CSV Jobs',
];

describe('navigation shell (spec 2 §2.1, docs/decisions/0003-permissions-and-navigation.md)', () => {
  it('shows the platform admin every entry in order, and the checkout menus', async () => {
    const { user } = renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, afterProfile);
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(names).toEqual(navNames);
    expect(within(nav).getByRole('link', { name: 'Carriers' })).toHaveAttribute('href', pathTo('carriers'));
    expect(within(nav).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', reportPath('transaction-report'));
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('link', { name: 'Checkout Logs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout Requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('hides Carriers and the checkout menus from a merchant with a limited role', async () => {
    const { user } = renderPortal({ at: '/dashboard', token: await tokenOf('merchant') });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, afterProfile);
    expect(within(nav).queryByRole('link', { name: 'Carriers' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Merchants' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Support' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('link', { name: 'Roles' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout Logs' })).not.toBeInTheDocument();
  });

  it('opens a report group entry and highlights the report chosen', async () => {
    const { user } = renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    await user.click(await screen.findByRole('link', { name: 'Reports' }, afterProfile));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction Report' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Billing Report' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing Report' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing Report' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Transaction Report' })).not.toHaveAttribute('aria-current');
  });

  it('switches to Arabic: right-to-left, translated, and remembered', async () => {
    const { user, sessionStore } = renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    await screen.findByRole('navigation', { name: 'Main navigation' }, afterProfile);
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    // The language changes once its catalogues have arrived.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // The Arabic catalogues of the shell and the open screen load on the switch (docs/decisions/0029-first-load.md).
    expect(await screen.findByRole('navigation', { name: 'القائمة الرئيسية' }, afterProfile)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' }, afterProfile)).toBeInTheDocument();
    expect(sessionStore.readLanguage()).toBe('ar');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(sessionStore.readLanguage()).toBe('en');
  });

  it('starts in the remembered language', async () => {
    renderPortal({ at: '/login', language: 'ar' });
    expect(await screen.findByLabelText('اسم المستخدم')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('shows the user name left-to-right in the profile menu, and signs out from it', async () => {
    const { user, sessionStore } = renderPortal({ at: '/dashboard', token: await tokenOf('admin') });
    const profileButton = await screen.findByRole('button', { name: /account menu$/ }, afterProfile);
    // WCAG 2.5.3 (axe label-content-name-mismatch): the name starts with the text the button shows.
    const shown = (profileButton.textContent ?? '').replace(/\s+/g, ' ').trim();
    expect(shown).toBe('Platform Administrator admin');
    expect(profileButton.getAttribute('aria-label')).toBe(`${shown}, account menu`);
    expect(within(profileButton).getByText('admin').closest('bdi')).toHaveAttribute('dir', 'ltr');
    await user.click(profileButton);
    expect(await screen.findByRole('link', { name: 'Account Profile' })).toHaveAttribute('href', pathTo('accountProfile'));
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', pathTo('changePassword'));
    await user.click(screen.getByRole('link', { name: 'Sign Out' }));
    expect(await screen.findByLabelText('User Name')).toBeInTheDocument();
    expect(sessionStore.readToken()).toBeNull();
  });
});
