/** Stripe's error body: `{ error: { type, code, message, param?, decline_code?, payment_intent? } }` with its HTTP status. */
export class StripeError {
  constructor(
    readonly status: number,
    readonly error: { type: string; code: string; message: string; param?: string; decline_code?: string; payment_intent?: unknown },
  ) {}

  get body() {
    return { error: this.error };
  }
}

export const invalidRequest = (message: string, param?: string, code = 'parameter_invalid'): StripeError =>
  new StripeError(400, { type: 'invalid_request_error', code, message, ...(param === undefined ? {} : { param }) });

export const missingParam = (param: string): StripeError =>
  new StripeError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param });

export const noSuch = (kind: string, id: string, param = 'id'): StripeError =>
  new StripeError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

export const unexpectedState = (message: string): StripeError =>
  new StripeError(400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message });

/** A key that is not the account's, shown as Stripe shows it: only its last four characters. */
export const invalidKey = (key: string): StripeError =>
  new StripeError(401, {
    type: 'invalid_request_error',
    code: 'api_key_invalid',
    message: `Invalid API Key provided: ${key.length > 8 ? `${key.slice(0, 8)}****${key.slice(-4)}` : '****'}`,
  });

export const idempotencyMismatch = (key: string): StripeError =>
  new StripeError(400, {
    type: 'idempotency_error',
    code: 'idempotency_key_reused',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
