import type { VouchersPort } from '../../application/vouchers/vouchers.port';
import { vouchersUseCases } from '../../application/vouchers/vouchers.use-case';
import type { PortalFeature } from '../di/portal-feature';
import { HttpVouchersAdapter } from './vouchers.http-adapter';
import { vouchersMachines, type VouchersArea } from './vouchers.machines';
import { VouchersPortToken } from './vouchers.tokens';

/** The vouchers area over HTTP, and the use-cases and machines its screens get. */
export const vouchersFeature: PortalFeature<'vouchers', VouchersPort, VouchersArea> = {
  name: 'vouchers',
  bindHttp(container) {
    container.bind<VouchersPort>(VouchersPortToken).to(HttpVouchersAdapter);
  },
  useCases(container) {
    const useCases = vouchersUseCases({ vouchers: container.get<VouchersPort>(VouchersPortToken) });
    return { ...useCases, ...vouchersMachines(useCases) };
  },
};
