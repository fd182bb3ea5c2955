import * as lookupsContract from '../../../src/contract/lookups.contract';
import type { ServerModule } from '../server-module';
import { registerHealthRoutes } from './health.routes';
import { serveMetricsOnPort } from './metrics-listener';

export const healthModule: ServerModule = {
  name: 'health',
  contracts: [lookupsContract],
  register(app, deps) {
    const { config, database, metrics } = deps;
    metrics.watchPool(() => database.connections());
    registerHealthRoutes(app, deps.kit, { database, migrations: { tokenSecret: config.tokenSecret }, metrics, metricsToken: config.metricsToken });
    if (config.metricsPort !== undefined) serveMetricsOnPort(app, metrics, config.metricsPort, config.host);
  },
};
