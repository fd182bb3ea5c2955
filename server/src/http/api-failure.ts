import { errorCodes, type ErrorBody, type TokenErrorBody } from '../../../src/contract/error-bodies.schema';

/**
 * An expected failure a handler answers with, as a value (docs/style.md §7): a status and a body
 * with a stable code. Exceptions are left for bugs, which the error handler turns into 500.
 */
export class ApiFailure {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | TokenErrorBody,
  ) {}
}

export function failure(status: number, code: string, message: string, field?: string): ApiFailure {
  return new ApiFailure(status, { errors: [field === undefined ? { code, message } : { code, message, field }] });
}

export const notFound = (message = 'Not found'): ApiFailure => failure(404, errorCodes.notFound, message);

export const forbidden = (message = 'You do not have permission to do this'): ApiFailure => failure(403, errorCodes.forbidden, message);

export const conflict = (message: string, field?: string): ApiFailure => failure(409, errorCodes.conflict, message, field);

export const invalidInput = (message: string, field?: string): ApiFailure => failure(400, errorCodes.validation, message, field);
