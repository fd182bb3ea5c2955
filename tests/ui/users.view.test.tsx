import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { NewUser, UserDetails } from '../../src/application/users/users.port';
import { grant } from '../../src/domain/permissions/permission-rules';
import { afterProfile, choose, merchantTokenWith, renderPeople, screen } from './people-render';

const slow = { timeout: 20_000 };

describe('users list (spec 2 §2.6, §4, §8)', slow, () => {
  it('lists the users with their role, status and created date, with Create User for platform staff', async () => {
    await renderPeople('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, afterProfile)).toBeInTheDocument();
    const row = (await screen.findByText('Ayesha Khan', {}, afterProfile)).closest('tr') as HTMLElement;
    expect(within(row).getByText('viewer', { selector: 'td' })).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('20 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create User' })).toHaveAttribute('href', '/users/form/new');
    expect(screen.getByRole('link', { name: 'Edit Ayesha Khan' })).toHaveAttribute('href', '/users/form/user-viewer');
  });

  it('toggles a user after confirmation and announces it', async () => {
    const { user } = await renderPeople('/users');
    await user.click(await screen.findByRole('button', { name: 'Inactive: Activate Ayesha Khan' }, afterProfile));
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Ayesha Khan is now active.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Active: Deactivate Ayesha Khan' })).toBeInTheDocument();
  });

  it('shows the generic error notice when a toggle fails', async () => {
    const { user } = await renderPeople('/users', { users: { setUserStatus: () => Promise.reject(new AppError('forbidden', 'No')) } });
    await user.click(await screen.findByRole('button', { name: 'Active: Deactivate Merchant Administrator' }, afterProfile));
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('deletes after the spec’s confirmation', async () => {
    const { user } = await renderPeople('/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Ayesha Khan' }, afterProfile));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(screen.getByText('Changes will not be revert back.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('User has been deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ayesha Khan')).not.toBeInTheDocument());
  });

  it('lets a platform admin reset another user’s second factor after a confirmation (docs/decisions/0036-second-factor.md)', async () => {
    const { user } = await renderPeople('/users');
    const reset = await screen.findByRole('button', { name: 'Reset the second factor of Bilal Ahmed' }, afterProfile);
    expect(screen.queryByRole('button', { name: 'Reset the second factor of Ayesha Khan' })).not.toBeInTheDocument();
    await user.click(reset);
    expect(await screen.findByText(/^Reset the second factor of Bilal Ahmed\? /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The second factor of Bilal Ahmed has been reset.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset the second factor of Bilal Ahmed' })).not.toBeInTheDocument());
  });

  it('shows the server’s reason when a reset is refused', async () => {
    const { user } = await renderPeople('/users', {
      users: { resetSecondFactor: () => Promise.reject(new AppError('conflict', 'This user has no second factor')) },
    });
    await user.click(await screen.findByRole('button', { name: 'Reset the second factor of Bilal Ahmed' }, afterProfile));
    await user.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('This user has no second factor')).toBeInTheDocument();
  });

  it('offers no reset of a second factor to a merchant role, even one that edits users', async () => {
    await renderPeople('/users', {
      token: merchantTokenWith(
        grant([
          ['Users', 'viewAll'],
          ['Users', 'editUsers'],
        ]),
      ),
    });
    await screen.findByText('Bilal Ahmed', {}, afterProfile);
    expect(screen.getByRole('link', { name: 'Edit Bilal Ahmed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reset the second factor/ })).not.toBeInTheDocument();
  });

  it('gives a merchant role without write flags no create, toggle or delete', async () => {
    await renderPeople('/users', { token: merchantTokenWith(grant([['Users', 'viewAll']])) });
    await screen.findByText('Ayesha Khan', {}, afterProfile);
    expect(screen.queryByRole('link', { name: 'Create User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Ayesha Khan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Activate|Deactivate) / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});

describe('user form (spec 2 §2.6, §4, §5, §8)', slow, () => {
  it('places a platform user’s new user in the chosen merchant with one of its roles', async () => {
    const create = vi.fn((user: NewUser) =>
      Promise.resolve({
        id: 'u9',
        ...user,
        userType: 'Merchant' as const,
        organisationId: 'merchant-games',
        organisationName: 'Game Zone',
        status: 'Active' as const,
        createdAt: '2026-11-01T00:00:00.000Z',
        secondFactor: false,
      }),
    );
    const { user } = await renderPeople('/users/form/new', { users: { createUser: create } });
    await user.type(await screen.findByLabelText('Full Name', {}, afterProfile), 'Games Clerk');
    await user.type(screen.getByLabelText('User Name'), 'Clerk');
    expect(await screen.findByText('User name must be lowercase')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('User Name'));
    await user.type(screen.getByLabelText('User Name'), 'clerk');
    await user.type(screen.getByLabelText('Email'), 'clerk@games.example');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('Juniper-53-Orch');
    await choose(user, 'user-type', 'Merchant');
    await choose(user, 'user-sub-type', 'Game Zone');
    await choose(user, 'user-role', 'games admin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toEqual({
      name: 'Games Clerk',
      userName: 'clerk',
      email: 'clerk@games.example',
      password: 'Juniper-53-Orch',
      role: { id: 'role-games-admin', name: 'games admin' },
      placement: { userType: 'Merchant', organisationId: 'merchant-games' },
    });
    expect(await screen.findByText('User Games Clerk saved.', {}, afterProfile)).toBeInTheDocument();
  });

  it('edits without password, email or user type for a merchant login, and shows a failed save in a banner', async () => {
    const update = vi.fn((_id: string, _details: UserDetails) => Promise.reject(new AppError('conflict', 'This user name is taken', 'userName')));
    const { user } = await renderPeople('/users/form/user-viewer', {
      token: merchantTokenWith(
        grant([
          ['Users', 'viewAll'],
          ['Users', 'editUsers'],
        ]),
      ),
      users: { updateUser: update },
    });
    expect(await screen.findByDisplayValue('Ayesha Khan', {}, afterProfile)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('User Type')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This user name is taken')).toBeInTheDocument();
    expect(update.mock.calls[0]?.[1]).toEqual({ name: 'Ayesha Khan', userName: 'viewer', role: { id: 'role-merchant-viewer', name: 'viewer' } });
  });

  it('asks for a role', async () => {
    const { user } = await renderPeople('/users/form/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }, afterProfile));
    expect(await screen.findByText('Please provide valid role')).toBeInTheDocument();
    expect(screen.getByText('Please provide password')).toBeInTheDocument();
  });

  it('says Permission Denied without the right to add users', async () => {
    await renderPeople('/users/form/new', { token: merchantTokenWith(grant([['Users', 'viewAll']])) });
    expect(await screen.findByRole('heading', { name: 'Permission Denied' }, afterProfile)).toBeInTheDocument();
  });

  it('shows Something went wrong when the user does not load', async () => {
    await renderPeople('/users/form/nobody');
    expect(await screen.findByText('Something went wrong', {}, afterProfile)).toBeInTheDocument();
  });
});
