import { dirname, join } from 'node:path';
import { loadConfig } from './config';
import { ensureSimulators } from './simulators/ensure-simulators';
import { startTracing } from './tracing/tracing';

// Starts the reference server. Tracing, when configured, starts before anything imports `pg`
// (tracing/tracing.ts), so the server is imported only after it.
const config = loadConfig();
// docs/decisions/0050-simulators-by-default.md: providers without settings are the simulators, their own process.
if (config.simulators !== undefined) {
  const storeFolder =
    process.env.SIMULATOR_STORE_DIR?.trim() || join(dirname(config.dataDir.startsWith('memory://') ? './data/x' : config.dataDir), 'simulators');
  await ensureSimulators(config.simulators, {
    storeFolder,
    cardWebhookUrl: `http://127.0.0.1:${config.port}/api/card-processor/webhook`,
    log: (message) => process.stdout.write(`${message}\n`),
  });
}
const tracing = config.otlpEndpoint === undefined ? undefined : await startTracing(config.otlpEndpoint, process.env.OTEL_SERVICE_NAME ?? 'pgw-server');
const { serve } = await import('./serve');
await serve(config, tracing);
