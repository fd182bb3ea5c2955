import type { VouchersPort } from '../../application/vouchers/vouchers.port';
import { vouchersUseCases, type VouchersUseCases } from '../../application/vouchers/vouchers.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpVouchersAdapter } from './vouchers.http-adapter';
import { VouchersPortToken } from './vouchers.tokens';

/** The vouchers area over HTTP, and the use-cases its screens get. */
export const vouchersFeature: PortalFeature<'vouchers', VouchersPort, VouchersUseCases> = {
  name: 'vouchers',
  bindHttp(container) {
    container.bind<VouchersPort>(VouchersPortToken).to(HttpVouchersAdapter);
  },
  useCases: (container) => vouchersUseCases({ vouchers: container.get<VouchersPort>(VouchersPortToken) }),
};
