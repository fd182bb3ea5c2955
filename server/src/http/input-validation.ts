import type { z } from 'zod';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import type { CallDefinition } from '../../../src/contract/call-definition';
import { ApiFailure } from './api-failure';

type Part = 'params' | 'query' | 'body';

export interface ParsedInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

function failureOf(part: Part, error: z.ZodError): ApiFailure {
  return new ApiFailure(400, {
    errors: error.issues.map((issue) => ({
      code: errorCodes.validation,
      // house style rule 7: the field is named so the portal can show the message beside it.
      field: issue.path.length > 0 ? issue.path.map(String).join('.') : part,
      message: issue.message,
    })),
  });
}

/** Parses params, query and body with the call's schemas; the first bad part is answered as 400. */
export function parseInput(call: CallDefinition, raw: { params: unknown; query: unknown; body: unknown }): ParsedInput | ApiFailure {
  const parsed: ParsedInput = { params: raw.params, query: raw.query, body: raw.body };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = call[part];
    if (schema === undefined) continue;
    // No body at all is read as an empty object, so the answer names the missing fields.
    const value = part === 'body' && (raw.body === undefined || raw.body === null) ? {} : raw[part];
    const result = schema.safeParse(value);
    if (!result.success) return failureOf(part, result.error);
    parsed[part] = result.data;
  }
  return parsed;
}
