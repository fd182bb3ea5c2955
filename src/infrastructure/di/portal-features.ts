import type { PortalFeature } from './portal-feature';

/**
 * Every area of the portal by name, each declared from its own folder (`<area>.area.ts` adds its
 * feature here), so a new area edits no shared list (ARCHITECTURE.md "Adding an area").
 * `PortalUseCases` and the in-memory overrides are derived from it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: each area's `<area>.area.ts` adds its member.
export interface PortalAreas {}

export type AreaName = keyof PortalAreas & string;
export type FeatureOf<Name extends AreaName> = PortalAreas[Name];

type AnyFeature = PortalFeature<string, object, unknown>;

const isFeature = (value: unknown): value is AnyFeature => typeof value === 'object' && value !== null && 'useCases' in value && 'bindHttp' in value;

// Each area's feature module, imported when the area is first used, so an area's adapter, contract
// calls and use-cases load with its first screen, never with /login (docs/decisions/0029-first-load.md).
const featureModules = import.meta.glob<Record<string, unknown>>('../*/*.feature.ts');

/** An area's name is its feature file's: `../csv-jobs/csv-jobs.feature.ts` is `csvJobs`. */
export const areaNameOf = (file: string): string =>
  (file.split('/').pop() ?? file).replace(/\.feature\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

const loaders = new Map(Object.entries(featureModules).map(([file, load]) => [areaNameOf(file), load]));

export const areaNames = [...loaders.keys()] as AreaName[];

/** Loads an area's feature (the one its `<area>.feature.ts` exports). */
export async function loadFeature<Name extends AreaName>(name: Name): Promise<FeatureOf<Name>> {
  const load = loaders.get(name);
  if (load === undefined) throw new Error(`The ${name} area has no feature (${name}.feature.ts)`);
  const feature = Object.values(await load()).find(isFeature);
  if (feature?.name !== name) throw new Error(`The ${name} area's feature file exports no feature named ${name}`);
  return feature as FeatureOf<Name>;
}

/** Each area is declared with the feature of its own name: a mismatch makes this type `false`, and the line below fail. */
type NamedAsDeclared = { [Name in AreaName]: FeatureOf<Name> extends PortalFeature<Name, object, unknown> ? true : false }[AreaName];
export const everyAreaNamedAsDeclared: NamedAsDeclared = true;
