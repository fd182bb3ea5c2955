import type { CallcenterPort } from '../../application/callcenter/callcenter.port';
import type { InMemoryFeature } from '../di/portal-feature';
import { InMemoryCallcenterAdapter } from './callcenter.in-memory-adapter';
import { CallcenterPortToken } from './callcenter.tokens';

/** The call centre area on demo data, for tests and for working on screens without a server. */
export const callcenterInMemory: InMemoryFeature<CallcenterPort> = {
  name: 'callcenter',
  bindInMemory(container, overrides) {
    container.bind<CallcenterPort>(CallcenterPortToken).toConstantValue(new InMemoryCallcenterAdapter(overrides));
  },
};
