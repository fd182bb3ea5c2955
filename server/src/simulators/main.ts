import { resolve } from 'node:path';
import { simulatorsOptionsFrom, startSimulatorsServer } from './simulators-server';

/**
 * `npm run simulators`: the Jazzcash, Easypaisa and card simulators as their own process
 * (docs/providers.md "Simulators"), so the gateway can be killed without them. The server starts it by
 * itself when no provider is configured (simulators/ensure-simulators.ts); a second one on a taken port
 * exits, leaving the first.
 */
const options = simulatorsOptionsFrom(process.env);
const simulators = await startSimulatorsServer({
  ...options,
  ...(options.storeFolder === undefined ? {} : { storeFolder: resolve(options.storeFolder) }),
});
const stop = async () => {
  await simulators.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
// Started by a test run over an IPC channel: say where, and go when the run goes, however it ends.
if (process.send !== undefined) {
  process.send({ url: simulators.url });
  process.once('disconnect', () => void stop());
}
process.stdout.write(`Simulators on ${simulators.url}: /jazzcash, /easypaisa and the card processor API\n`);
