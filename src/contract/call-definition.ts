import type { z } from 'zod';

/** docs/spec/decisions.md §1: the four bases of the old portal, each its own configurable base URL. */
export const bases = ['api', 'reports', 'paymentGateway', 'hashService'] as const;
export type Base = (typeof bases)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the wire contract. Paths are the specification's, relative to their base, with
 * OpenAPI-style `{param}` placeholders. Both the portal's HTTP adapters and the server's routes
 * are built from these definitions, so the two cannot drift apart.
 */
export interface CallDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  summary: string;
  base: Base;
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /**
   * The request is multipart/form-data with one file in `field` (spec 3 §7 File upload) instead of
   * a JSON body; the server reads at most `maxBytes` of it.
   */
  upload?: { field: string; maxBytes: number };
  /** A 200 answer is a file of this type (an attachment), not JSON; `response` describes its bytes. */
  download?: { contentType: string };
  /** True when the call needs no x-auth-token (sign-in, health, the public checkout). */
  public?: boolean;
  /**
   * A call sent with a writing method that changes nothing (a read with a body: spec 1 §7 sends
   * the reports and searches as POST), and why. It runs outside a change transaction, is not
   * audited (docs/decisions/0023-audit-log.md), and a view right may make it (docs/spec/decisions.md §8).
   */
  readOnly?: string;
  /**
   * A read that shows a secret, and which: it runs and is audited like a change, so every reveal
   * leaves an entry naming who saw it (docs/spec/decisions.md §8).
   */
  revealsSecret?: string;
  /**
   * A money call a client may repeat safely: a repeat with the same key and request answers the
   * first answer instead of acting twice (docs/decisions/0021-idempotency.md). The key is the
   * `Idempotency-Key` header or, when the body carries one, the body's `bodyField`; both sent must
   * agree. `required`: a call without a key is refused (400 naming `Idempotency-Key`).
   */
  idempotency?: { required: boolean; bodyField?: string };
}

export function defineCall<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType>(
  definition: CallDefinition<P, Q, B, R>,
): CallDefinition<P, Q, B, R> {
  return definition;
}

export type CallParams<C> = C extends CallDefinition<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type CallQuery<C> = C extends CallDefinition<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type CallBody<C> = C extends CallDefinition<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `{param}` placeholders, encoding each value. */
export function pathWith(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
