import { AppError, appErrorCodes, isAppError } from '../../application/errors/app-error';
import type { TokenRejection } from '../../application/session/session-events.port';
import { errorBodySchema, tokenErrorBodySchema } from '../../contract/error-bodies.schema';
import { renamedField, type WireNames } from '../../contract/wire-names';

const tokenCodes = { 'Token-Expired': appErrorCodes.tokenExpired, 'Invalid-Token': appErrorCodes.invalidToken } as const;

/** spec 1 §8: "the first error message or Something went wrong". */
export const genericFailureMessage = 'Something went wrong';

/** A token failure body (spec 1 §4), or null when the body is something else. */
export function tokenRejectionOf(body: unknown): TokenRejection | null {
  const parsed = tokenErrorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  return { code: tokenCodes[parsed.data.status], message: parsed.data.message };
}

/**
 * Maps a failed answer to an AppError: `errors[0]` with its code and field
 * (docs/decisions/0001-wire-and-bases.md), otherwise a code chosen from the status so views still get
 * something stable.
 */
export function appErrorOf(status: number, body: unknown): AppError {
  const rejection = tokenRejectionOf(body);
  if (rejection) return new AppError(rejection.code, rejection.message);
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const [first] = parsed.data.errors;
    if (first) return new AppError(first.code, first.message, first.field);
  }
  if (status === 403) return new AppError(appErrorCodes.forbidden, 'You are not allowed to do this');
  if (status === 404) return new AppError(appErrorCodes.notFound, 'Not found');
  return new AppError(appErrorCodes.unexpected, genericFailureMessage);
}

/**
 * docs/style.md §3: a failure names the wire's field (spec 2 §8: errors[0] with its field); the form
 * that shows it under that field knows it by the code's name. Runs the call, renaming the field of its failure.
 */
export async function withCodeNamedFields<T>(call: Promise<T>, codeNames: WireNames): Promise<T> {
  try {
    return await call;
  } catch (problem) {
    if (!isAppError(problem) || problem.field === undefined) throw problem;
    const field = renamedField(problem.field, codeNames);
    throw field === problem.field ? problem : new AppError(problem.code, problem.message, field);
  }
}
