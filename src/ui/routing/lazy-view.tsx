import { type ComponentType, lazy, useState } from 'react';
import type { AreaName } from '../../infrastructure/di/portal-features';
import type { LazyView } from './route-table';

type Module<Props> = { default: ComponentType<Props> };

/**
 * A lazy component that can be fetched ahead of its first render. Once its code is in, a new mount
 * renders it at once instead of suspending for a turn (a reveal React may hold back up to 300 ms);
 * each mount keeps the one it started with, so nothing remounts when the code arrives.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<Module<Props>>): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: Props) {
    const [Ready] = useState(() => loaded);
    return Ready === undefined ? <Lazy {...props} /> : <Ready {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

/**
 * A screen's lazy view: a full page load starts its code, and the areas it composes, while the
 * session's profile is still loading (routing/screen-preload.ts,
 * docs/decisions/0053-dashboard-first-heading.md). `areas` are the areas its first render asks for.
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>, areas: readonly AreaName[] = []): LazyView {
  return Object.assign(preloadableLazy(load), { areas });
}
