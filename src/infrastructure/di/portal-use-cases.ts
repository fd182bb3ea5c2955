import type { SessionUseCases } from '../../application/session/session-use-cases';
import type { AreaName, FeatureOf } from './portal-features';

/** One area's use-cases, as its feature builds them. */
export type AreaUseCases<Name extends AreaName> = ReturnType<FeatureOf<Name>['useCases']>;

/**
 * The areas of the portal, each composed on first use: `load` imports the area's feature (its
 * adapter, contract calls and use-cases) and builds it once; `ready` answers it without waiting once
 * it is built (docs/decisions/0029-first-load.md).
 */
export interface PortalAreas {
  ready<Name extends AreaName>(name: Name): AreaUseCases<Name> | null;
  load<Name extends AreaName>(name: Name): Promise<AreaUseCases<Name>>;
}

/**
 * Everything views may ask of the portal: the session's use-cases, the areas by name, and
 * `warmUpSignIn`, which starts loading the sign-in call's code before it is needed (the login form's
 * first focus) so pressing Sign in does not wait for it.
 */
export type PortalUseCases = SessionUseCases & { readonly areas: PortalAreas; readonly warmUpSignIn: () => void };
