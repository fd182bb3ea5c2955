/** Characters of a received body a log line may hold (issue: bodies of a megabyte were logged). */
export const loggedBodyChars = 512;

/** A bounded prefix of a body for the log, with its full length, so a line stays small. */
export function bodyPrefix(body: unknown): { prefix: string; chars: number } {
  const text = JSON.stringify(body) ?? '';
  return { prefix: text.length > loggedBodyChars ? `${text.slice(0, loggedBodyChars)}…` : text, chars: text.length };
}
