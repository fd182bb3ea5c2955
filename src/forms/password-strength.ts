import { z } from 'zod';
import { containsUserName, staffPasswordMinimum, userLimits } from '../domain/users/people-rules';

/**
 * docs/decisions/0037-password-rules.md: the messages. The length texts are spec 2 §5's; the others are
 * ours, each naming what to change (the platform staff ones say why they ask more).
 */
export const newPasswordFormMessages = {
  required: 'Please provide valid new password',
  tooShort: 'Too short password.',
  tooLong: 'Too long password',
  containsUserName: 'The password must not contain the user name',
  common: 'This password is too common: choose one that is harder to guess',
  staffTooShort: 'Platform staff passwords must be at least 12 characters (PCI DSS)',
  staffWeak: 'Platform staff passwords must be harder to guess: add words, numbers or symbols',
} as const;

/** zxcvbn's scores: 0 too guessable (under a thousand guesses) … 4 very unguessable. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Whose password it is: the staff of the platform operator are asked more (PCI DSS 4.0 8.3.6). */
export type PasswordHolder = 'platform-staff' | 'other';

/** The lowest score a new password may have: 1 refuses the common passwords, 3 asks staff for a hard one. */
export const minimumPasswordScore: Record<PasswordHolder, PasswordScore> = { 'platform-staff': 3, other: 1 };

export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordScore;

let estimator: PasswordEstimator | undefined;

/**
 * The estimate is installed by `password-estimator.ts` (zxcvbn-ts and its dictionaries, large), which
 * the server and the screens that set a password import: the rest of the portal never loads them.
 */
export function installPasswordEstimator(estimate: PasswordEstimator): void {
  estimator = estimate;
}

/** zxcvbn's work grows with the length; no new password is longer than this, so no more is estimated. */
const estimatedLength = 64;

/** How hard a password is to guess (0 … 4); `userInputs` (the user name) count as guessable words. */
export function passwordScore(password: string, userInputs: readonly string[] = []): PasswordScore {
  // Never a silent pass: a schema that checks a new password without the estimate is a defect.
  if (estimator === undefined) throw new Error('The password estimator is not installed (import src/forms/password-estimator)');
  return estimator(
    password.slice(0, estimatedLength),
    userInputs.filter((input) => input.trim() !== ''),
  );
}

/** What platform staff are asked beyond everybody's rules (PCI DSS 4.0 8.3.6), as its message; null when met. */
export function staffPasswordIssue(password: string, userName?: string): string | null {
  if (password.length < staffPasswordMinimum) return newPasswordFormMessages.staffTooShort;
  const score = passwordScore(password, userName === undefined ? [] : [userName]);
  return score < minimumPasswordScore['platform-staff'] ? newPasswordFormMessages.staffWeak : null;
}

/** The first rule a new password breaks, as its message; null when it passes them all. */
export function newPasswordIssue(password: string, userName: string | undefined, holder: PasswordHolder): string | null {
  if (password.length === 0) return newPasswordFormMessages.required;
  if (password.length < userLimits.password.min) return newPasswordFormMessages.tooShort;
  if (password.length > userLimits.password.max) return newPasswordFormMessages.tooLong;
  if (userName !== undefined && containsUserName(password, userName)) return newPasswordFormMessages.containsUserName;
  if (passwordScore(password, userName === undefined ? [] : [userName]) < minimumPasswordScore.other) return newPasswordFormMessages.common;
  return holder === 'platform-staff' ? staffPasswordIssue(password, userName) : null;
}

/**
 * A new password field with everybody's rules: never trimmed (spaces are part of it), spec 2 §9's
 * 5 to 15 characters and not a common password. The rules that need the user name or the holder run
 * on the whole form (`checkNewPassword`).
 */
export function newPasswordText(required: string = newPasswordFormMessages.required) {
  return z
    .string({ error: () => required })
    .min(1, required)
    .min(userLimits.password.min, newPasswordFormMessages.tooShort)
    .max(userLimits.password.max, newPasswordFormMessages.tooLong)
    .refine((password) => passwordScore(password) >= minimumPasswordScore.other, newPasswordFormMessages.common);
}

/** For a form's superRefine: the user name and the platform staff rules, on the password's field. */
export function checkNewPassword(
  password: string,
  { userName, holder }: { userName: string | undefined; holder: PasswordHolder },
  path: string,
  context: z.RefinementCtx,
): void {
  const issue =
    userName !== undefined && containsUserName(password, userName)
      ? newPasswordFormMessages.containsUserName
      : holder === 'platform-staff'
        ? staffPasswordIssue(password, userName)
        : null;
  if (issue !== null) context.addIssue({ code: 'custom', path: [path], message: issue });
}
