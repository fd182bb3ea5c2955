import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallDefinition } from '../../../src/contract/call-definition';
import { refusalFor } from './access-check';
import type { Actor, Authenticator } from './actor';
import { ApiFailure, failure } from './api-failure';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { type ChangeAudit, isAuditedCall } from './change-audit';
import { CallAnswer, type Idempotency, type KeyClaim } from './idempotency';
import { idempotencyKeyOf } from './idempotency-key';
import { routeUrlOf } from './base-prefixes';
import { parseInput } from './input-validation';
import type { RouteAccess } from './route-access';
import type { RouteRegistry } from './route-registry';
import { readUploadedFile, type UploadedFile } from './uploaded-file';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type PartOf<C, K extends 'params' | 'query' | 'body'> = C extends CallDefinition ? Output<NonNullable<C[K]>> : never;
type ResponseOf<C> = C extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.input<R> : never;

/** Bytes a public call's body may hold (sign-in, the sandbox merchant receiver); others keep Fastify's 1 MiB. */
export const publicBodyLimit = 16 * 1024;

/** Returned by a handler that answered through `reply` itself (a redirect, a file). */
export const alreadyReplied = Symbol('alreadyReplied');

export interface CallContext<C extends CallDefinition, A extends RouteAccess> {
  params: PartOf<C, 'params'>;
  query: PartOf<C, 'query'>;
  body: PartOf<C, 'body'>;
  actor: A extends { kind: 'public' } ? null : Actor;
  /** The call's file when the contract declares an upload (read before the handler's transaction). */
  file: UploadedFile | null;
  /**
   * The call's Idempotency-Key when its contract declares one and the caller sent it; a repeat never
   * reaches the handler (docs/decisions/0021-idempotency.md), so it is only for outside calls (a vendor's reference).
   */
  idempotencyKey: string | null;
  /** A public call that authenticates its own caller (`signedBy`): who signed it. */
  signer: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A public call whose caller signs each request (a merchant's server opening a checkout session):
 * checked before anything else, so a repeated Idempotency-Key is answered only to the caller who
 * sent it first (its scope), never to an unsigned request (docs/decisions/0021-idempotency.md).
 */
export interface CallOptions {
  signedBy?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | ApiFailure>;
}

export type CallHandler<C extends CallDefinition, A extends RouteAccess> = (
  context: CallContext<C, A>,
) => Promise<ResponseOf<C> | ApiFailure | typeof alreadyReplied>;

export interface RouteKit {
  authenticate: Authenticator;
  registry: RouteRegistry;
  /** Runs changes and secret reveals with their audit entry in one transaction (docs/decisions/0023-audit-log.md). */
  audit: ChangeAudit;
  /** Repeats of money calls answer the first answer (docs/decisions/0021-idempotency.md). */
  idempotency: Idempotency;
}

type Outcome = CallAnswer | ApiFailure | typeof alreadyReplied;

function sendFailure(reply: FastifyReply, failure: ApiFailure): FastifyReply {
  return reply.code(failure.status).send(failure.body);
}

/** The answer as the contract shapes it (unnamed fields stripped); a drift is a bug, thrown. */
function checkedAnswer(call: CallDefinition, request: FastifyRequest, result: unknown): unknown {
  const checked = call.response.safeParse(result);
  if (!checked.success) {
    request.log.error({ callId: call.id, issues: checked.error.issues }, 'response does not match the contract');
    throw new Error(`Response of ${call.id} does not match the contract`);
  }
  return checked.data;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-auth-token'];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Serves one contract call: authenticates, checks scope and permission, validates the input with
 * the call's zod schemas, runs the handler and checks its answer against the response schema
 * (which also strips any field the contract does not name). A missing access declaration is a
 * start-up error (docs/decisions/0003-permissions-and-navigation.md).
 */
export function registerCall<C extends CallDefinition, A extends RouteAccess>(
  app: FastifyInstance,
  kit: RouteKit,
  call: C,
  access: A,
  handler: CallHandler<C, A>,
  options: CallOptions = {},
): void {
  if (access === undefined || access === null || (access.kind !== 'public' && access.kind !== 'signed-in')) {
    throw new Error(`Route for call ${call.id} declares no access`);
  }
  if ((access.kind === 'public') !== (call.public === true)) {
    throw new Error(`Route for call ${call.id} declares ${access.kind} access but the contract says public=${String(call.public)}`);
  }
  const url = routeUrlOf(call.base, call.path);
  kit.registry.add({ id: call.id, method: call.method, url, access });

  app.route({
    method: call.method,
    url,
    // Anybody may send to a public call: its body stays small (413 beyond).
    ...(call.public === true ? { bodyLimit: publicBodyLimit } : {}),
    handler: async (request, reply) => {
      let actor: Actor | null = null;
      if (access.kind === 'signed-in') {
        const authenticated = await kit.authenticate(tokenOf(request));
        if (authenticated instanceof ApiFailure) return sendFailure(reply, authenticated);
        const refusal = refusalFor(access, authenticated);
        if (refusal !== null) return sendFailure(reply, refusal);
        actor = authenticated;
      }
      const input = parseInput(call, { params: request.params, query: request.query, body: request.body });
      if (input instanceof ApiFailure) return sendFailure(reply, input);
      // The contract speaks JSON; only a call declaring an upload takes multipart (spec 3 §7 File upload).
      let file: UploadedFile | null = null;
      if (call.upload !== undefined) {
        const read = await readUploadedFile(request, call.upload);
        if (read instanceof ApiFailure) return sendFailure(reply, read);
        file = read;
      } else if (request.isMultipart()) {
        return sendFailure(reply, failure(415, errorCodes.validation, 'This call takes a JSON body'));
      }
      const signer = options.signedBy === undefined ? null : await options.signedBy(request, reply);
      if (signer instanceof ApiFailure) return sendFailure(reply, signer);
      const key = idempotencyKeyOf(call, request, input.body);
      if (key instanceof ApiFailure) return sendFailure(reply, key);
      const context = { ...input, actor, file, idempotencyKey: key, signer, request, reply } as CallContext<C, A>;
      const work = async (): Promise<Outcome> => {
        const result: unknown = await handler(context);
        if (result === alreadyReplied || result instanceof ApiFailure) return result;
        return new CallAnswer(reply.statusCode, checkedAnswer(call, request, result));
      };
      const audited = actor !== null && isAuditedCall(call);
      const claim: KeyClaim | null =
        key === null
          ? null
          : {
              scope: actor?.userId ?? (signer === null ? 'public' : `signer:${signer}`),
              key,
              callId: call.id,
              ...kit.idempotency.fingerprints(call, input),
            };
      // A signed-in change claims its key inside its own transaction; a public call claims it alone (docs/decisions/0021-idempotency.md).
      const guarded = claim === null ? work : audited ? () => kit.idempotency.withinTransaction(claim, work) : () => kit.idempotency.alone(claim, work);
      const outcome = actor !== null && audited ? await kit.audit.run(call, actor, input, guarded) : await guarded();
      if (outcome === alreadyReplied) return reply;
      if (outcome instanceof ApiFailure) return sendFailure(reply, outcome);
      // Serialised here so a bare string (the sign-in token) is still sent as JSON.
      return reply.code(outcome.status).type('application/json; charset=utf-8').send(JSON.stringify(outcome.body));
    },
  });
}
