// docs/style.md §3: the code names a thing once, in the domain's words; where the wire calls a field
// otherwise (docs/spec/decisions.md §2: the platform's share is `waleeShare` in every payload), the
// contract holds the pairs, code name → wire name, and these turn one into the other at the border.

export type WireNames = Readonly<Record<string, string>>;

/** The keys of T, each renamed by Names where Names has it, in their order. */
export type Renamed<T, Names extends WireNames> = { [K in keyof T as K extends keyof Names ? Names[K] : K]: T[K] };

/** The same pairs the other way round: wire name → code name. */
export type Reversed<Names extends WireNames> = { [K in keyof Names as Names[K]]: K & string };

const nameIn = (names: WireNames, key: string): string => (Object.hasOwn(names, key) ? (names[key] as string) : key);

export function reversed<const Names extends WireNames>(names: Names): Reversed<Names> {
  return Object.fromEntries(Object.entries(names).map(([code, wire]) => [wire, code])) as Reversed<Names>;
}

/**
 * The record with its keys renamed, in the same order (a zod shape keeps the order of its issues, so
 * the first field a 400 names stays the first).
 */
export function renamed<T extends object, const Names extends WireNames>(record: T, names: Names): Renamed<T, Names> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [nameIn(names, key), value])) as Renamed<T, Names>;
}

/** An issue's path (`['epStoreConfig', 0, 'epServiceName']`) with its first part, the field, renamed. */
export function renamedPath(path: readonly (string | number)[], names: WireNames): (string | number)[] {
  return path.map((part, index) => (index === 0 && typeof part === 'string' ? nameIn(names, part) : part));
}

/** A field a failure names (`platformShare`, `voucherConfig.salesRate.value`), renamed the same way. */
export function renamedField(field: string, names: WireNames): string {
  return renamedPath(field.split('.'), names).join('.');
}
