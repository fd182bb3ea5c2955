import { preloadableLazy } from './lazy-view';

/**
 * The signed-in shell, lazy. Its loader is shared by the route and by the session gate, which
 * starts it while the profile loads, so the shell neither waits for its JavaScript afterwards nor
 * suspends once it is in (lazy-view.tsx).
 */
export const ShellLayout = preloadableLazy(() => import('../shell/shell-layout').then((module) => ({ default: module.ShellLayout })));

export const loadShellModule = ShellLayout.preload;
