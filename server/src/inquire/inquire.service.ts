import type { InquireRequest, InquireResultDto, NotificationReplyDto } from '../../../src/contract/inquire.contract';
import { errorCodes } from '../../../src/contract/error-bodies.schema';
import { type ApiFailure, failure, forbidden, notFound } from '../http/api-failure';
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

/** spec 1 §8: a notification that got no answer from the merchant. */
export const notificationFailedMessage = 'Something went wrong while sending notification';

/** How long the merchant's endpoint may take, and how much of its answer is kept. */
const notificationTimeoutMs = 10_000;
const replyBodyLimit = 64 * 1024;

export interface InquireServiceDeps {
  repository: InquireRepository;
  /** The server's own address, for a relative notification URL (the sandbox receiver). */
  baseUrl: () => string;
  fetch?: typeof fetch;
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

  /**
   * spec 1 §7 Send Notification: the order's notification, posted from the server to its service's
   * notification URL, with the same access as the inquiry; the merchant's status and body are answered.
   */
  async sendNotification(actor: Actor, request: InquireRequest): Promise<NotificationReplyDto | ApiFailure> {
    const account = accountOf(actor);
    const allowed = account !== null && (account.kind === 'platform' || (await this.deps.settings.merchantSetting(account.merchantId)) === true);
    if (!allowed) return forbidden(inquireDeniedMessage);
    const order = await this.deps.repository.orderVisibleTo(actor.scope, request.provider, request.orderId);
    if (order === null || order.notificationApi === null) return notFound('This order has no merchant notification');
    const target = order.notificationApi;
    const url = /^https?:\/\//i.test(target) ? target : `${this.deps.baseUrl()}${target.startsWith('/') ? '' : '/'}${target}`;
    try {
      const response = await (this.deps.fetch ?? fetch)(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(notificationBodyOf(order, request.provider)),
        redirect: 'manual',
        signal: AbortSignal.timeout(notificationTimeoutMs),
      });
      const text = (await response.text()).slice(0, replyBodyLimit);
      return { status: response.status, body: jsonOrText(text) };
    } catch {
      return failure(502, errorCodes.providerUnavailable, notificationFailedMessage);
    }
  }
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
