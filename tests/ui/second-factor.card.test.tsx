import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AppError } from '../../src/application/errors/app-error';
import { afterProfile, renderPortal, tokenOf } from './render-portal';

const slow = { timeout: 20_000 };

// docs/decisions/0036-second-factor.md: the profile card, for staff and for merchant users (optional).
describe('second factor card', slow, () => {
  it('turns the factor off with a code, showing a refused code under the field', async () => {
    const turnOffSecondFactor = vi
      .fn<(code: string) => Promise<void>>()
      .mockRejectedValueOnce(new AppError('validation_failed', 'The code is not valid', 'code'))
      .mockResolvedValue(undefined);
    const { user } = renderPortal({
      at: '/account-profile',
      token: await tokenOf('admin'),
      auth: { secondFactorStatus: async () => ({ enrolled: true, required: false, recoveryCodesLeft: 7 }), turnOffSecondFactor },
    });
    expect(await screen.findByText('A second factor is on for your account.', {}, afterProfile)).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 7')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off the second factor' }));
    const code = screen.getByLabelText('Code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter the six-digit code, or a recovery code such as abcde-12345')).toBeInTheDocument();
    expect(turnOffSecondFactor).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The code is not valid')).toBeInTheDocument();
    expect(screen.getByText('A second factor is on for your account.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('The second factor is off. Sign-ins ask for your password only.')).toBeInTheDocument();
    expect(screen.getByText('No second factor is set up yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up an authenticator app' })).toBeInTheDocument();
    expect(turnOffSecondFactor).toHaveBeenLastCalledWith('abcde-23456');
  });

  it('keeps a required factor on, and shows new recovery codes once', async () => {
    const fresh = Array.from({ length: 10 }, (_, index) => `fresh-${String(index).padStart(5, '0')}`);
    const renewRecoveryCodes = vi.fn(async (_code: string) => fresh);
    const { user } = renderPortal({
      at: '/account-profile',
      token: await tokenOf('admin'),
      auth: { secondFactorStatus: async () => ({ enrolled: true, required: true, recoveryCodesLeft: 2 }), renewRecoveryCodes },
    });
    expect(await screen.findByText('Your account must keep its second factor: it cannot be turned off.', {}, afterProfile)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off the second factor' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    await user.type(screen.getByLabelText('Code'), '246810');
    await user.click(screen.getByRole('button', { name: 'Replace the codes' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codes).getByText('fresh-00009')).toBeInTheDocument();
    expect(await screen.findByText('New recovery codes are ready. The old ones no longer work.')).toBeInTheDocument();
    expect(renewRecoveryCodes).toHaveBeenCalledWith('246810');
  });

  it('is offered to a merchant user, optional: set up from the profile, no note that it is required', async () => {
    const startEnrolment = vi.fn(async () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/Walee%20PGW:merchant?secret=JBSWY3DPEHPK3PXP',
      qrDataUrl: 'data:image/png;base64,AAAA',
    }));
    const { user } = renderPortal({
      at: '/account-profile',
      token: await tokenOf('merchant'),
      auth: { secondFactorStatus: async () => ({ enrolled: false, required: false, recoveryCodesLeft: 0 }), startEnrolment },
    });
    expect(await screen.findByRole('heading', { name: 'Second factor' }, afterProfile)).toBeInTheDocument();
    expect(screen.getByText('No second factor is set up yet.')).toBeInTheDocument();
    expect(screen.queryByText('Your account must use a second factor.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toBeInTheDocument();
    expect(startEnrolment).toHaveBeenCalledOnce();
  });

  it('offers a merchant user whose factor is on to turn it off', async () => {
    renderPortal({
      at: '/account-profile',
      token: await tokenOf('merchant'),
      auth: { secondFactorStatus: async () => ({ enrolled: true, required: false, recoveryCodesLeft: 10 }) },
    });
    expect(await screen.findByText('A second factor is on for your account.', {}, afterProfile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off the second factor' })).toBeInTheDocument();
    expect(screen.queryByText('Your account must keep its second factor: it cannot be turned off.')).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    renderPortal({
      at: '/account-profile',
      token: await tokenOf('admin'),
      language: 'ar',
      auth: { secondFactorStatus: async () => ({ enrolled: true, required: false, recoveryCodesLeft: 10 }) },
    });
    expect(await screen.findByRole('button', { name: 'إيقاف العامل الثاني' }, afterProfile)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'رموز استرداد جديدة' })).toBeInTheDocument();
  });
});
