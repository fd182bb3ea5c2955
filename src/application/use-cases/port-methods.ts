type Method = (...args: never[]) => unknown;

/** The names of a port's methods. */
export type MethodName<Port> = { [Name in keyof Port]: Port[Name] extends Method ? Name : never }[keyof Port] & string;

/** A port's method under the name views call it by: `{ list: 'roles' }` gives `list` as `RolesPort['roles']`. */
export type PortMethodsAs<Port, Names extends Record<string, MethodName<Port>>> = { [Name in keyof Names]: Port[Names[Name]] };

/**
 * The members of an area's use-cases that hold no rule (ARCHITECTURE.md "When a use-case exists"):
 * each forwards to the port's method of the given name, as the port answers it. The method is looked
 * up at each call, so a test's fake may leave out what it does not call.
 */
export function portMethodsAs<Port extends object, const Names extends Record<string, MethodName<Port>>>(port: Port, names: Names): PortMethodsAs<Port, Names> {
  const forwarded = Object.entries(names).map(([name, method]) => [
    name,
    (...args: unknown[]) => (port[method as keyof Port] as (...args: unknown[]) => unknown).apply(port, args),
  ]);
  return Object.fromEntries(forwarded) as PortMethodsAs<Port, Names>;
}

/** `portMethodsAs` for the methods views call by the port's own names. */
export function portMethods<Port extends object, const Names extends readonly MethodName<Port>[]>(port: Port, names: Names): Pick<Port, Names[number]> {
  return portMethodsAs(port, Object.fromEntries(names.map((name) => [name, name])) as Record<Names[number], Names[number]>) as Pick<Port, Names[number]>;
}
