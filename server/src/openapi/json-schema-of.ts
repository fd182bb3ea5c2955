import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * zod 4's own JSON Schema output (draft 2020-12, the dialect OpenAPI 3.1 uses). Requests are
 * described as clients send them (`input`), responses as the server answers (`output`).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The properties of an object schema, each with whether it is required (path and query parameters). */
export function propertiesOf(schema: z.ZodType): Array<{ name: string; schema: JsonSchema; required: boolean }> {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, schema: property, required: required.has(name) }));
}
