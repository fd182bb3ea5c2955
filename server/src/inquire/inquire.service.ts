import type { InquireRequest, InquireResultDto } from '../../../src/contract/inquire.contract';
import { showsProviderLogs, type InquireProvider } from '../../../src/domain/inquire/inquire-rules';
import { failureLabelOf } from '../../../src/domain/transactions/failure-labels';
import type { InquireSettingRepository } from '../shared/inquire-setting.repository';
import type { Actor } from '../http/actor';
import type { ProviderAccount, WalletInquiry, WalletProviderPort } from '../providers/wallet-provider.port';
import type { InquireRepository } from './inquire.repository';
import { checkoutLogDtoOf, notificationBodyOf, providerLogDtoOf } from './inquire.wire-mapping';

/** spec 1 §2: the Access Denied wording, also sent when the server refuses (permission false). */
export const inquireDeniedMessage = 'You do not have permission to inquire transactions. Please contact your administrator.';

const outcomeMessages = {
  'not-found': 'Transaction not found',
  timeout: 'Operator timeout: the provider did not answer in time. Please try again.',
  error: 'System error at the provider. Please try again later.',
} as const;

export interface InquireServiceDeps {
  repository: InquireRepository;
  /** The dashboard's switch decides a merchant's access (spec 1 §2: enableInquireMerchant). */
  settings: Pick<InquireSettingRepository, 'merchantSetting'>;
  providers: Readonly<Record<InquireProvider, WalletProviderPort>>;
}

function accountOf(actor: Actor): ProviderAccount | null {
  if (actor.scope.kind === 'platform') return { kind: 'platform' };
  if (actor.scope.kind === 'merchant') return { kind: 'merchant', merchantId: actor.scope.merchantId };
  return null;
}

function messageOf(inquiry: WalletInquiry): string {
  if (inquiry.outcome !== 'found') return outcomeMessages[inquiry.outcome];
  const reason = inquiry.exchange.response.errorReason ?? inquiry.exchange.response.pp_PaymentResponseMessage;
  const label = typeof reason === 'string' ? failureLabelOf(reason) : 'other';
  return inquiry.status === 'Failed' && label !== 'other' ? `Transaction status: Failed (${label})` : `Transaction status: ${inquiry.status}`;
}

/**
 * spec 1 §2, §3 and §6: the inquire call. Merchants inquire only when their setting allows it
 * and only with their own credentials (another merchant's order is "not found", never leaked);
 * carrier staff never; platform staff always. The exchange is kept as a checkout log.
 */
export class InquireService {
  constructor(private readonly deps: InquireServiceDeps) {}

  async inquire(actor: Actor, request: InquireRequest): Promise<InquireResultDto> {
    const account = accountOf(actor);
    const allowed = account !== null && (account.kind === 'platform' || (await this.deps.settings.merchantSetting(account.merchantId)) === true);
    if (account === null || !allowed) {
      return { permission: false, status: 'failed', message: inquireDeniedMessage, response: {}, checkoutLogs: [] };
    }
    const { provider, orderId } = request;
    const [inquiry, order, checkoutLogs] = await Promise.all([
      this.deps.providers[provider].inquire(orderId, account),
      this.deps.repository.orderVisibleTo(actor.scope, provider, orderId),
      this.deps.repository.checkoutLogsOf(actor.scope, orderId),
    ]);
    await this.deps.repository.recordExchange(inquiry.exchange, orderId, order?.serviceId ?? null);

    const { exchange } = inquiry;
    const notification =
      inquiry.outcome === 'found' && order !== null && order.notificationApi !== null
        ? { notifiationUrl: order.notificationApi, notificationBody: notificationBodyOf(order, provider) }
        : {};
    const providerLogs = showsProviderLogs(actor.scope, actor.role?.name) ? { providerLogs: [providerLogDtoOf(exchange)] } : {};
    return {
      permission: true,
      status: inquiry.outcome === 'found' ? 'success' : 'failed',
      message: messageOf(inquiry),
      response: exchange.response,
      checkoutLogs: checkoutLogs.map(checkoutLogDtoOf),
      ...providerLogs,
      ...notification,
    };
  }
}
