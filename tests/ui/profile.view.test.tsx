import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/application/errors/app-error';
import type { PasswordChange } from '../../src/application/users/users.port';
import { afterProfile, renderPeople, screen } from './people-render';

const slow = { timeout: 20_000 };

describe('account profile (spec 2 §2.8, §5, §8)', slow, () => {
  it('edits the full name and email; user name and password stay disabled', async () => {
    const save = vi.fn((changes: { name: string; email: string }) => Promise.resolve({ id: 'user-admin', userName: 'admin', ...changes }));
    const { user } = await renderPeople('/account-profile', { users: { updateOwnProfile: save } });
    const name = await screen.findByLabelText('Full Name', {}, afterProfile);
    expect(screen.getByLabelText('User Name')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'Platform Owner');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Platform Owner', email: 'admin@pgw.example' }));
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
  });

  it('checks the email with the spec’s message and shows a refused save in a banner', async () => {
    const { user } = await renderPeople('/account-profile', {
      users: { updateOwnProfile: () => Promise.reject(new AppError('validation_failed', 'Email is taken', 'email')) },
    });
    const email = await screen.findByLabelText('Email', {}, afterProfile);
    await user.clear(email);
    await user.type(email, 'nope');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(email, '@pgw.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is taken')).toBeInTheDocument();
  });

  it('says Something went wrong when the profile does not load', async () => {
    await renderPeople('/account-profile', { users: { ownProfile: () => Promise.reject(new AppError('network', 'offline')) } });
    expect(await screen.findByText('Something went wrong', {}, afterProfile)).toBeInTheDocument();
  });
});

describe('change password (spec 2 §2.8, §5, §8)', slow, () => {
  it('asks for matching passwords, shows a wrong current password in a banner, then confirms the change', async () => {
    const change = vi.fn(
      (_change: PasswordChange): Promise<void> => Promise.reject(new AppError('validation_failed', 'Current password is incorrect', 'currentPassword')),
    );
    const { user } = await renderPeople('/change-password', { users: { changeOwnPassword: change } });
    await user.type(await screen.findByLabelText('Current Password', {}, afterProfile), 'wrong123');
    await user.click(screen.getByLabelText('New Password'));
    await user.paste('Second-64-Thise');
    await user.click(screen.getByLabelText('Confirm Password'));
    await user.paste('Second-64-This');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm Password'), 'e');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    change.mockImplementation(() => Promise.resolve());
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(change).toHaveBeenLastCalledWith({ currentPassword: 'wrong123', newPassword: 'Second-64-Thise', confirmPassword: 'Second-64-Thise' });
  });

  it('shows how strong the new password is, from the rule the server applies (docs/decisions/0037-password-rules.md)', async () => {
    const { user } = await renderPeople('/change-password');
    await user.click(await screen.findByLabelText('New Password', {}, afterProfile));
    await user.paste('password1234');
    expect(await screen.findByText(/Strength: (too weak|weak)/)).toBeInTheDocument();
    expect(await screen.findByText('Platform staff passwords must be harder to guess: add words, numbers or symbols')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New Password'));
    await user.paste('Copper-74-Ferry');
    expect(await screen.findByText(/Strength: (strong|very strong)/)).toBeInTheDocument();
  });

  it('reads in Arabic with the form messages translated', async () => {
    const { user } = await renderPeople('/change-password', { language: 'ar' });
    await user.type(await screen.findByLabelText('كلمة المرور الجديدة', {}, afterProfile), 'abc');
    expect(await screen.findByText('كلمة المرور قصيرة جدًا.')).toBeInTheDocument();
  });
});
