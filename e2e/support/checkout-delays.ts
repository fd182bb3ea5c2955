/**
 * spec 3 §9's delays on the customer's pages, which the browser tests pass on the page's clock
 * (Playwright's, installed before the page starts; time otherwise runs as usual) instead of waiting them
 * out (docs/decisions/0054-waiting-in-tests.md): the status check 15 s after a QR or a reference is
 * shown, and the redirect 5000 ms after a result on the session page.
 */
export const statusCheckDelayMs = 15_000;
export const redirectDelayMs = 5_000;
