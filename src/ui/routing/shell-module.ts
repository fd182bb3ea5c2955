/**
 * The signed-in shell's chunk. Its loader is shared by the lazy route and by the session gate, which
 * starts it while the profile loads, so the shell does not wait for its JavaScript afterwards.
 */
export const loadShellModule = () => import('../shell/shell-layout');
