/**
 * Expected failures of the portal, each with a stable code that doubles as its i18n key
 * (docs/style.md §7). Server codes (`validation_failed`, `not_found`, ...) pass through unchanged;
 * the ones below are those the portal itself decides on.
 */
export const appErrorCodes = {
  badCredentials: 'bad_credentials',
  signInLocked: 'sign_in_locked',
  tokenExpired: 'token_expired',
  invalidToken: 'invalid_token',
  forbidden: 'forbidden',
  notFound: 'not_found',
  network: 'network',
  unexpected: 'unexpected',
} as const;

type KnownAppErrorCode = (typeof appErrorCodes)[keyof typeof appErrorCodes];
/** Known codes autocomplete; any other server code is still accepted as a string. */
export type AppErrorCode = KnownAppErrorCode | (string & {});

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** The input field a validation failure names (spec 2 §8: errors[0] with its field). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** spec 1 §4: Token-Expired and Invalid-Token end the session wherever they occur. */
export function isTokenFailure(value: unknown): boolean {
  return isAppError(value) && (value.code === appErrorCodes.tokenExpired || value.code === appErrorCodes.invalidToken);
}

/** Any thrown value as an AppError, so views only ever deal with codes and messages. */
export function asAppError(value: unknown): AppError {
  if (isAppError(value)) return value;
  return new AppError(appErrorCodes.unexpected, 'Something went wrong');
}
