import type { CallDefinition } from '../../../src/contract/call-definition';
import type { CallApi, CallInput } from '../../../src/infrastructure/http/http-transport';

/** One request an adapter made, with params, query and body as the server's schemas read them. */
export interface SentCall {
  id: string;
  input: CallInput<CallDefinition>;
  params: unknown;
  query: unknown;
  body: unknown;
  /** The body as the transport writes it on the wire (http-transport.ts: JSON.stringify), byte for byte. */
  json: string | undefined;
}

type Answer = unknown | ((input: CallInput<CallDefinition>) => unknown);

/**
 * A CallApi that checks every request against its call's zod schemas, as the server's
 * registerCall does (a request the server would refuse fails the test), and checks each canned
 * answer against the call's response schema, as http-transport.ts does.
 */
export function fakeCallApi(answers: Readonly<Record<string, Answer>>) {
  const sent: SentCall[] = [];
  async function call(definition: CallDefinition, input: CallInput<CallDefinition> = {}): Promise<unknown> {
    if (input.body !== undefined && definition.body === undefined) throw new Error(`${definition.id} takes no body`);
    sent.push({
      id: definition.id,
      input,
      params: definition.params?.parse(input.params ?? {}),
      query: definition.query?.parse(input.query ?? {}),
      body: definition.body?.parse(input.body),
      json: input.body === undefined ? undefined : JSON.stringify(input.body),
    });
    if (!(definition.id in answers)) throw new Error(`No answer for ${definition.id}`);
    const answer = answers[definition.id];
    return definition.response.parse(typeof answer === 'function' ? answer(input) : answer);
  }
  return { callApi: call as CallApi, sent };
}
