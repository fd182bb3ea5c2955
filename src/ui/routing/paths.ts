import { type ReportType, type RouteId, type ScreenId, screens, sessionRoutes } from './route-table';

/** The `:param` names of a route pattern: `'/a/:x/b/:y'` gives `'x' | 'y'`. */
export type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

type RouteTable = typeof screens & typeof sessionRoutes;

/** The pattern `pathTo` builds for a route. */
export type PatternOf<Id extends RouteId> = RouteTable[Id]['path'];

type OtherPatternsOf<Id extends RouteId> = RouteTable[Id] extends { also: readonly { path: infer Also }[] } ? Also : never;

type ParamsOfPattern<Pattern> = Pattern extends string ? { [Name in ParamNames<Pattern>]: string } : never;

/** The params `pathTo(id, params)` takes: exactly the names of its pattern. */
export type PathParams<Id extends RouteId> = ParamsOfPattern<PatternOf<Id>>;

/** The params a screen's view reads: one shape per pattern that opens it. */
export type ScreenParams<Id extends ScreenId> = ParamsOfPattern<PatternOf<Id> | OtherPatternsOf<Id>>;

type PathArguments<Id extends RouteId> = [ParamNames<PatternOf<Id>>] extends [never] ? [] : [params: PathParams<Id>];

/** Routes reached without params: the ones a menu can link to. */
export type ParamlessRouteId = { [Id in RouteId]: [ParamNames<PatternOf<Id>>] extends [never] ? Id : never }[RouteId];

const routeTable: Record<RouteId, { readonly path: string; readonly also?: readonly { readonly path: string }[] }> = {
  ...screens,
  ...sessionRoutes,
};

/** The one place a value enters a URL. */
function encoded(value: string): string {
  return encodeURIComponent(value);
}

/** Runtime twin of `ParamNames`. */
export function paramNamesOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Every pattern that opens a route, its own first. */
export function patternsOf(id: RouteId): string[] {
  const route = routeTable[id];
  return [route.path, ...(route.also ?? []).map((other) => other.path)];
}

/** `pathTo('merchantForm', { merchantId: '42' })` is `/merchants/form/42`; values are URI-encoded. */
export function pathTo<Id extends RouteId>(id: Id, ...[params]: PathArguments<Id>): string {
  const values: Partial<Record<string, string>> = params ?? {};
  return routeTable[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathTo('${id}') needs the param ${name}`);
    return encoded(value);
  });
}

/** spec 1 §2: `/reports?type=<type>`. */
export function reportPath(type: ReportType): string {
  return `${pathTo('reports')}?type=${encoded(type)}`;
}
