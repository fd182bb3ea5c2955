/**
 * Whether two form values describe the same action: plain data compared field by field (objects,
 * arrays, strings, numbers, bigints such as money's minor units, booleans, null). Key order does
 * not matter; a Date or Blob is compared by identity, which no money form sends.
 */
export function sameValues(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Object.getPrototypeOf(left) !== Object.getPrototypeOf(right)) return false;
  if (Object.getPrototypeOf(left) !== Object.prototype && !Array.isArray(left)) return false;
  const leftEntries = Object.entries(left).filter(([, value]) => value !== undefined);
  const rightRecord = right as Record<string, unknown>;
  const rightCount = Object.values(right).filter((value) => value !== undefined).length;
  return leftEntries.length === rightCount && leftEntries.every(([name, value]) => sameValues(value, rightRecord[name]));
}
