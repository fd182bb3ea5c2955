import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { Role, RoleDraft } from '../../src/application/roles/roles.port';
import { grant } from '../../src/domain/permissions/permission-rules';
import { afterProfile, merchantTokenWith, renderPeople, screen } from './people-render';

const slow = { timeout: 20_000 };
const savedRole = (draft: RoleDraft): Role => ({
  id: 'role-9',
  organisationId: 'merchant-demo',
  status: 'Active',
  createdAt: '2026-11-01T00:00:00.000Z',
  modifiedAt: '2026-11-01T00:00:00.000Z',
  ...draft,
});

describe('roles list (spec 2 §2.7, §4)', slow, () => {
  it('lists roles with description and dates, marks the signed-in role and offers 25, 50 and 100 rows', async () => {
    const { user } = await renderPeople('/roles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' }, afterProfile)).toBeInTheDocument();
    const own = (await screen.findByText('Your role')).closest('tr') as HTMLElement;
    expect(within(own).getByText('admin')).toBeInTheDocument();
    expect(within(own).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit support' })).toHaveAttribute('href', '/roles/form/role-support');
    expect(screen.getByRole('link', { name: 'Create Role' })).toHaveAttribute('href', '/roles/form/new');
    await user.click(screen.getByLabelText('Rows per page').closest('.p-dropdown') as HTMLElement);
    await waitFor(() => {
      const sizes = [...document.querySelectorAll('.p-dropdown-panel [role="option"]')].map((option) => option.textContent);
      expect(sizes).toEqual(['25', '50', '100']);
    });
  });

  it('shows the server’s reason when a role in use is not deleted', async () => {
    const { user } = await renderPeople('/roles', {
      roles: { deleteRole: () => Promise.reject(new AppError('conflict', 'This role is held by 2 users; give them another role first')) },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete support' }, afterProfile));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('This role is held by 2 users; give them another role first')).toBeInTheDocument();
  });

  it('says Permission Denied without Roles.viewAll', async () => {
    await renderPeople('/roles', { token: merchantTokenWith(grant([['Dashboard', 'viewAll']])) });
    expect(await screen.findByRole('heading', { name: 'Permission Denied' }, afterProfile)).toBeInTheDocument();
  });
});

describe('role form (spec 2 §2.7, §5, §6)', slow, () => {
  const author = grant([
    ['Roles', 'viewAll'],
    ['Roles', 'addRoles'],
    ['Dashboard', 'viewAll'],
    ['Reports', 'viewAll'],
    ['Reports', 'generateReport'],
  ]);

  it('hides the platform-only groups from a merchant and disables the flags its role lacks', async () => {
    const create = vi.fn((draft: RoleDraft) => Promise.resolve(savedRole(draft)));
    const { user } = await renderPeople('/roles/form/new', { token: merchantTokenWith(author), roles: { createRole: create } });
    expect(await screen.findByRole('heading', { level: 3, name: 'Reports' }, afterProfile)).toBeInTheDocument();
    for (const platformOnly of ['Merchant Management', 'Carrier Management', 'Settlements', 'Payout Requests']) {
      expect(screen.queryByRole('heading', { level: 3, name: platformOnly })).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();
    const addUsers = document.getElementById('perm-Users-addUsers') as HTMLInputElement;
    expect(addUsers).toBeDisabled();
    expect(addUsers).toHaveAccessibleDescription(/Not in your role/);
    await user.type(screen.getByLabelText('Role Name'), 'report reader');
    await user.click(screen.getByRole('checkbox', { name: 'Select all of Reports' }));
    await user.click(document.getElementById('perm-Dashboard-viewAll') as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]?.[0]).toEqual({
      name: 'report reader',
      description: '',
      permissions: { Reports: { viewAll: true, generateReport: true }, Dashboard: { viewAll: true } },
    });
  });

  it('refuses a description over 150 characters with the spec’s message', async () => {
    const { user } = await renderPeople('/roles/form/new');
    const description = await screen.findByLabelText('Description', {}, afterProfile);
    await user.click(description);
    await user.paste('x'.repeat(151));
    expect(await screen.findByText('Too long description. Max char allowed is 150')).toBeInTheDocument();
  });

  it('shows platform staff every group and the organisation, and edits a stored role', async () => {
    const update = vi.fn((_id: string, draft: RoleDraft) => Promise.resolve(savedRole(draft)));
    const { user } = await renderPeople('/roles/form/role-support', { roles: { updateRole: update } });
    expect(await screen.findByDisplayValue('support', {}, afterProfile)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Merchant Management' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();
    expect(document.getElementById('perm-Reports-viewAll')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[0]).toBe('role-support');
    expect(await screen.findByText('Role support saved.')).toBeInTheDocument();
  });

  it('offers platform staff the organisation of a new role', async () => {
    await renderPeople('/roles/form/new');
    expect(await screen.findByText('Organisation', { selector: 'label' }, afterProfile)).toBeInTheDocument();
  });

  it('shows a refused save in a banner', async () => {
    const { user } = await renderPeople('/roles/form/new', {
      roles: { createRole: () => Promise.reject(new AppError('forbidden', 'You cannot grant Users.deleteUsers')) },
    });
    await user.type(await screen.findByLabelText('Role Name', {}, afterProfile), 'too much');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You cannot grant Users.deleteUsers')).toBeInTheDocument();
  });
});
