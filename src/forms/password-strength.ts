import { z } from 'zod';
import { containsUserName, newPasswordLimits } from '../domain/users/people-rules';

/** docs/decisions.md "Password rules": the messages, ours, each naming what to change. */
export const newPasswordFormMessages = {
  required: 'Please provide valid new password',
  tooShort: 'The password must be at least 12 characters',
  tooLong: 'The password must be at most 128 characters',
  containsUserName: 'The password must not contain the user name',
  weak: 'The password is too easy to guess: add words, numbers or symbols',
} as const;

/** zxcvbn's scores: 0 too guessable … 4 very unguessable. A new password needs at least 3. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export const minimumPasswordScore: PasswordScore = 3;

export type PasswordEstimator = (password: string, userInputs: readonly string[]) => PasswordScore;

let estimator: PasswordEstimator | undefined;

/**
 * The estimate is installed by `password-estimator.ts` (zxcvbn-ts and its dictionaries, large), which
 * the server and the screens that set a password import: the rest of the portal never loads them.
 */
export function installPasswordEstimator(estimate: PasswordEstimator): void {
  estimator = estimate;
}

/** How hard a password is to guess (0 … 4); `userInputs` (the user name) count as guessable words. */
export function passwordScore(password: string, userInputs: readonly string[] = []): PasswordScore {
  // Never a silent pass: a schema that checks a new password without the estimate is a defect.
  if (estimator === undefined) throw new Error('The password estimator is not installed (import src/forms/password-estimator)');
  return estimator(password.slice(0, newPasswordLimits.max), userInputs.filter((input) => input.trim() !== ''));
}

/** The first rule a new password breaks, as its message; null when it passes them all. */
export function newPasswordIssue(password: string, userName: string | undefined): string | null {
  if (password.length === 0) return newPasswordFormMessages.required;
  if (password.length < newPasswordLimits.min) return newPasswordFormMessages.tooShort;
  if (password.length > newPasswordLimits.max) return newPasswordFormMessages.tooLong;
  if (userName !== undefined && containsUserName(password, userName)) return newPasswordFormMessages.containsUserName;
  if (passwordScore(password, userName === undefined ? [] : [userName]) < minimumPasswordScore) return newPasswordFormMessages.weak;
  return null;
}

/**
 * A new password field: never trimmed (spaces are part of it), 12 to 128 characters and hard to
 * guess. The rule that needs the user name runs on the whole form (`checkUserNameNotInPassword`).
 */
export function newPasswordText(required: string = newPasswordFormMessages.required) {
  return z
    .string({ error: () => required })
    .min(1, required)
    .min(newPasswordLimits.min, newPasswordFormMessages.tooShort)
    .max(newPasswordLimits.max, newPasswordFormMessages.tooLong)
    .refine((password) => passwordScore(password) >= minimumPasswordScore, newPasswordFormMessages.weak);
}

/** For a form's superRefine: refuses a password containing the user name, on the password's field. */
export function checkUserNameNotInPassword(password: string, userName: string | undefined, path: string, context: z.RefinementCtx): void {
  if (userName !== undefined && containsUserName(password, userName)) {
    context.addIssue({ code: 'custom', path: [path], message: newPasswordFormMessages.containsUserName });
  }
}
