import { z } from 'zod';
import { defineCall } from './call-definition';

// docs/decisions/0036-second-factor.md: TOTP (RFC 6238) for every user, required of platform staff
// only where the server says so; ours: the specification signs in with a password only.

/** A six-digit code of the authenticator app, or a recovery code (xxxxx-xxxxx). */
export const secondFactorCodeSchema = z
  .string({ error: () => 'Please provide the code' })
  .trim()
  .min(1, 'Please provide the code')
  .max(32, 'The code is not valid')
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i, 'The code is not valid');

/** What an authenticator app needs: the secret (shown once), its otpauth:// address and that address as a QR image. */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
});
export type EnrolmentDto = z.infer<typeof enrolmentSchema>;

/** The answer of the code step: the session token, and the recovery codes when the step finished an enrolment. */
export const secondStepAnswerSchema = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });

export const secondFactorSignIn = defineCall({
  id: 'auth.secondFactor',
  summary: 'The second step of a sign-in: the challenge of the password step and a code; answers the token',
  base: 'api',
  method: 'POST',
  path: '/auth/login/second-factor',
  body: z.object({ challenge: z.string().min(1, 'Please sign in again').max(128), code: secondFactorCodeSchema }),
  response: secondStepAnswerSchema,
  public: true,
});

export const secondFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** True when the server requires a second factor of this user (docs/decisions/0036-second-factor.md). */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatusDto = z.infer<typeof secondFactorStatusSchema>;

export const getSecondFactor = defineCall({
  id: 'secondFactor.status',
  summary: 'Whether the signed-in user has a second factor, and how many recovery codes are left',
  base: 'api',
  method: 'GET',
  path: '/users/second-factor',
  response: secondFactorStatusSchema,
});

export const startSecondFactor = defineCall({
  id: 'secondFactor.start',
  summary: 'Starts an enrolment: a new secret, shown once, waiting for its first code',
  base: 'api',
  method: 'POST',
  path: '/users/second-factor/enrol',
  response: enrolmentSchema,
});

export const confirmSecondFactor = defineCall({
  id: 'secondFactor.confirm',
  summary: 'Finishes an enrolment with a code of the new secret; answers the recovery codes, shown once',
  base: 'api',
  method: 'POST',
  path: '/users/second-factor/confirm',
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Please provide the six-digit code of the app'),
  }),
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});

/** A code of the user's own factor: six digits of the app, or a recovery code (docs/decisions/0036-second-factor.md). */
const ownCodeBodySchema = z.object({ code: secondFactorCodeSchema });

export const turnOffSecondFactor = defineCall({
  id: 'secondFactor.turnOff',
  summary: 'Turns off the signed-in user’s second factor with a right code of the app or a recovery code; refused when the factor is required',
  base: 'api',
  method: 'POST',
  path: '/users/second-factor/turn-off',
  body: ownCodeBodySchema,
  response: z.object({ message: z.string() }),
});

export const renewRecoveryCodes = defineCall({
  id: 'secondFactor.renewRecoveryCodes',
  summary: 'Replaces the signed-in user’s ten recovery codes, with a right code; answers the new ones, shown once',
  base: 'api',
  method: 'POST',
  path: '/users/second-factor/recovery-codes',
  body: ownCodeBodySchema,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
});
