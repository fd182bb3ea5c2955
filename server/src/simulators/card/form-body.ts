/**
 * The card processor's wire reads request bodies as `application/x-www-form-urlencoded` with bracket
 * notation, as Stripe's API does: `card[number]=4242…`, `metadata[ref]=X`, `payment_method_types[0]=card`
 * (the SDK numbers array items) or `expand[]=x`. A number or empty bracket makes an array.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseFormBody(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const head = rawKey.split('[', 1)[0] ?? rawKey;
    const path = [head, ...[...rawKey.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')];
    place(root, path, value);
  }
  return root;
}

function place(container: Record<string, FormValue> | FormValue[], path: string[], value: string): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  const slot = Array.isArray(container) ? (key === '' ? container.length : Number(key)) : key;
  const current = (container as Record<string | number, FormValue | undefined>)[slot];
  if (rest.length === 0) {
    (container as Record<string | number, FormValue>)[slot] = value;
    return;
  }
  const nextIsArray = rest[0] === '' || /^\d+$/.test(rest[0] ?? '');
  const child = current !== undefined && typeof current !== 'string' ? current : nextIsArray ? [] : {};
  (container as Record<string | number, FormValue>)[slot] = child;
  place(child as Record<string, FormValue> | FormValue[], rest, value);
}

/** A top-level text field, or undefined when absent or not text. */
export function textField(body: Record<string, FormValue>, name: string): string | undefined {
  const value = body[name];
  return typeof value === 'string' ? value : undefined;
}

/** A nested object field (card, metadata), or an empty one. */
export function objectField(body: Record<string, FormValue>, name: string): Record<string, FormValue> {
  const value = body[name];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}
