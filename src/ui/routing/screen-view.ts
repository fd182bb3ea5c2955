import type { ComponentType, LazyExoticComponent } from 'react';
import type { ViewId } from './screens';

/** Views are lazy so the login route's JavaScript stays small. */
export type LazyView = LazyExoticComponent<ComponentType>;

/** A feature's built screens (and reports), keyed by their id in `screens.ts`. */
export type ScreenViews = Partial<Record<ViewId, LazyView>>;
