import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import { afterProfile, renderPortal } from './render-portal';

describe('login page (spec 1 §2, §5, §8)', () => {
  it('asks for the user name and the password when the fields are left empty', async () => {
    const { user } = renderPortal({ at: '/login' });
    await user.click(await screen.findByLabelText('User Name'));
    await user.tab();
    expect(await screen.findByText('Please provide username')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please provide password')).toBeInTheDocument();
  });

  it('validates on change: the message goes once something is typed', async () => {
    const { user } = renderPortal({ at: '/login' });
    const userName = await screen.findByLabelText('User Name');
    await user.click(userName);
    await user.tab();
    expect(await screen.findByText('Please provide username')).toBeInTheDocument();
    await user.type(userName, 'a');
    expect(screen.queryByText('Please provide username')).not.toBeInTheDocument();
  });

  it('shows the first error message in a toast when the password is wrong', async () => {
    const { user } = renderPortal({
      at: '/login',
      auth: {
        signIn: async () => {
          throw new AppError('bad_credentials', 'Invalid user name or password');
        },
      },
    });
    await user.type(await screen.findByLabelText('User Name'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid user name or password')).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByLabelText('User Name')).toBeInTheDocument();
  });

  it('says "Something went wrong" when the failure carries no message of its own', async () => {
    const { user } = renderPortal({
      at: '/login',
      auth: {
        signIn: async () => {
          throw new TypeError('boom');
        },
      },
    });
    await user.type(await screen.findByLabelText('User Name'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('signs in with a padded, capitalised user name and opens the dashboard', async () => {
    const { user, sessionStore } = renderPortal({ at: '/login' });
    await user.type(await screen.findByLabelText('User Name'), '  Admin ');
    await user.type(screen.getByLabelText('Password'), 'admin12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, afterProfile)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(sessionStore.readToken()).not.toBeNull();
  });

  it('carries the brand tagline', async () => {
    renderPortal({ at: '/login' });
    expect(await screen.findByText('Upscale your brand with seamless payments')).toBeInTheDocument();
  });
});
