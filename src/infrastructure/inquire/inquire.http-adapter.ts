import { inject, injectable } from 'inversify';
import type { InquirePort, InquireResult, NotificationReply } from '../../application/inquire/inquire.port';
import { getInquireSetting } from '../../contract/dashboard.contract';
import { payinInquire, sendInquireNotification, type InquireResultDto } from '../../contract/inquire.contract';
import type { InquireProvider } from '../../domain/inquire/inquire-rules';
import { TOKENS } from '../di/tokens';
import type { CallApi } from '../http/http-transport';

/** docs/style.md §3: the wire's names (`notifiationUrl`, `_id`) become the portal's, once, here. */
export function inquireResultOf(dto: InquireResultDto): InquireResult {
  return {
    permission: dto.permission,
    succeeded: dto.status === 'success',
    message: dto.message,
    providerAnswer: dto.response,
    checkoutLogs: dto.checkoutLogs.map((log) => ({
      id: log._id,
      provider: log.provider,
      orderId: log.orderId,
      serviceId: log.serviceId,
      request: log.request,
      response: log.response,
      createdAt: log.createdAt,
    })),
    providerLogs:
      dto.providerLogs?.map((log) => ({
        provider: log.provider,
        request: log.request,
        response: log.response,
        startedAt: log.startedAt,
        durationMs: log.durationMs,
      })) ?? null,
    notification:
      dto.notifiationUrl !== undefined && dto.notifiationUrl !== '' && dto.notificationBody !== undefined
        ? { url: dto.notifiationUrl, body: dto.notificationBody }
        : null,
  };
}

@injectable()
export class HttpInquireAdapter implements InquirePort {
  constructor(@inject(TOKENS.CallApi) private readonly callApi: CallApi) {}

  async merchantInquireEnabled(): Promise<boolean> {
    const setting = await this.callApi(getInquireSetting, { query: {} });
    return setting.enableInquireMerchant;
  }

  async inquire(provider: InquireProvider, orderId: string): Promise<InquireResult> {
    return inquireResultOf(await this.callApi(payinInquire, { body: { provider, orderId } }));
  }

  /** spec 1 §7: the server posts the order's notification to the merchant and answers its reply. */
  async sendNotification(provider: InquireProvider, orderId: string): Promise<NotificationReply> {
    return this.callApi(sendInquireNotification, { body: { provider, orderId } });
  }
}
