import type { CallcenterPort } from '../../application/callcenter/callcenter.port';
import { callcenterUseCases } from '../../application/callcenter/callcenter.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpCallcenterAdapter } from './callcenter.http-adapter';
import { callcenterMachines, type CallcenterArea } from './callcenter.machines';
import { CallcenterPortToken } from './callcenter.tokens';

/** The call centre area over HTTP, and the use-cases and machines its screen gets. */
export const callcenterFeature: PortalFeature<'callcenter', CallcenterPort, CallcenterArea> = {
  name: 'callcenter',
  bindHttp(container) {
    container.bind<CallcenterPort>(CallcenterPortToken).to(HttpCallcenterAdapter);
  },
  useCases(container) {
    const useCases = callcenterUseCases({ callcenter: container.get<CallcenterPort>(CallcenterPortToken) });
    return { ...useCases, ...callcenterMachines(useCases) };
  },
};
