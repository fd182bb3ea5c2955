import type { CallcenterPort } from '../../application/callcenter/callcenter.port';
import { callcenterUseCases, type CallcenterUseCases } from '../../application/callcenter/callcenter.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpCallcenterAdapter } from './callcenter.http-adapter';
import { CallcenterPortToken } from './callcenter.tokens';

/** The call centre area over HTTP, and the use-cases its screen gets. */
export const callcenterFeature: PortalFeature<'callcenter', CallcenterPort, CallcenterUseCases> = {
  name: 'callcenter',
  bindHttp(container) {
    container.bind<CallcenterPort>(CallcenterPortToken).to(HttpCallcenterAdapter);
  },
  useCases: (container) => callcenterUseCases({ callcenter: container.get<CallcenterPort>(CallcenterPortToken) }),
};
