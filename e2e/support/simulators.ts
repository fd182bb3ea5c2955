/**
 * The run's simulators (wallets and card processor), which playwright.config.ts starts beside the
 * server on E2E_SIMULATORS_PORT, or E2E_PORT + 3; the server reaches them as its providers.
 */
export const simulatorsUrl = `http://127.0.0.1:${Number(process.env.E2E_SIMULATORS_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 3)}`;
