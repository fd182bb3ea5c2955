import type { CallDefinition } from '../../../src/contract/call-definition';
import { errorBodySchema, tokenErrorBodySchema } from '../../../src/contract/error-bodies.schema';
import { basePrefixes } from '../http/base-prefixes';
import { describeAccess, type RouteAccess } from '../http/route-access';
import { jsonSchemaOf, propertiesOf, type JsonSchema } from './json-schema-of';

const json = (schema: JsonSchema | { $ref: string }) => ({ 'application/json': { schema } });
const errorRef = { $ref: '#/components/schemas/ErrorBody' };
const tokenErrorRef = { $ref: '#/components/schemas/TokenErrorBody' };

function operationOf(call: CallDefinition, access: RouteAccess | undefined): JsonSchema {
  const parameters = [
    ...(call.params ? propertiesOf(call.params).map((p) => ({ name: p.name, in: 'path', required: true, schema: p.schema })) : []),
    ...(call.query ? propertiesOf(call.query).map((p) => ({ name: p.name, in: 'query', required: p.required, schema: p.schema })) : []),
    // docs/decisions/0021-idempotency.md: a money call's key (a body's idempotencyKey field may carry it instead).
    ...(call.idempotency === undefined
      ? []
      : [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: call.idempotency.required && call.idempotency.bodyField === undefined,
            description: 'A repeat with the same key and request answers the first answer; another request under the key is 422; 24 hours',
            schema: { type: 'string', minLength: 1, maxLength: 200 },
          },
        ]),
  ];
  const binary = { type: 'string', format: 'binary' };
  const responses: JsonSchema = {
    '200':
      call.download === undefined
        ? { description: 'Success', content: json(jsonSchemaOf(call.response, 'output')) }
        : { description: 'The file, as an attachment', content: { [call.download.contentType]: { schema: binary } } },
    '400': { description: 'Bad input; `field` names it', content: json(errorRef) },
  };
  if (call.idempotency !== undefined) {
    responses['409'] = { description: 'A request with this key is still in progress', content: json(errorRef) };
    responses['422'] = { description: 'This key was used with a different request (`field`: Idempotency-Key)', content: json(errorRef) };
  }
  if (!call.public) {
    responses['401'] = { description: 'Token missing, invalid, revoked or expired', content: json(tokenErrorRef) };
    responses['403'] = { description: 'Outside the caller’s organisation or role', content: json(errorRef) };
  }
  return {
    operationId: call.id,
    summary: call.summary,
    tags: [call.base],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(call.body ? { requestBody: { required: true, content: json(jsonSchemaOf(call.body, 'input')) } } : {}),
    ...(call.upload
      ? {
          requestBody: {
            required: true,
            description: `One file, at most ${call.upload.maxBytes} bytes`,
            content: { 'multipart/form-data': { schema: { type: 'object', properties: { [call.upload.field]: binary }, required: [call.upload.field] } } },
          },
        }
      : {}),
    responses,
    security: call.public ? [] : [{ authToken: [] }],
    'x-access': access === undefined ? 'not served by this server yet' : describeAccess(access),
  };
}

/** OpenAPI 3.1 for every call of the contract, paths under their base (docs/decisions/0001-wire-and-bases.md). */
export function buildOpenApiDocument(calls: readonly CallDefinition[], accessOf: (callId: string) => RouteAccess | undefined): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    const path = `${basePrefixes[call.base]}${call.path}`;
    paths[path] = { ...(paths[path] ?? {}), [call.method.toLowerCase()]: operationOf(call, accessOf(call.id)) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payment gateway portal: reference API',
      version: '0.1.0',
      description: 'The four bases of the old portal on one origin: /api, /reports-api, /payment-gateway, /hash-service.',
    },
    paths,
    components: {
      securitySchemes: { authToken: { type: 'apiKey', in: 'header', name: 'x-auth-token' } },
      schemas: { ErrorBody: jsonSchemaOf(errorBodySchema, 'output'), TokenErrorBody: jsonSchemaOf(tokenErrorBodySchema, 'output') },
    },
  };
}
