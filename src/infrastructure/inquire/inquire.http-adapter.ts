import { inject, injectable } from 'inversify';
import type { InquirePort, InquireResult, NotificationReply } from '../../application/inquire/inquire.port';
import { getInquireSetting } from '../../contract/dashboard.contract';
import { payinInquire, type InquireResultDto } from '../../contract/inquire.contract';
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

async function replyBodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

@injectable()
export class HttpInquireAdapter implements InquirePort {
  constructor(
    @inject(TOKENS.CallApi) private readonly callApi: CallApi,
    @inject(TOKENS.Fetch) private readonly fetch: typeof globalThis.fetch,
  ) {}

  async merchantInquireEnabled(): Promise<boolean> {
    const setting = await this.callApi(getInquireSetting, { query: {} });
    return setting.enableInquireMerchant;
  }

  async inquire(provider: InquireProvider, orderId: string): Promise<InquireResult> {
    return inquireResultOf(await this.callApi(payinInquire, { body: { provider, orderId } }));
  }

  /**
   * spec 1 §7: the notification goes to the merchant's own URL (outside the contract), so it is
   * posted with fetch directly and without the session token, which is not the merchant's to see.
   */
  async postNotification(url: string, body: Record<string, unknown>): Promise<NotificationReply> {
    const response = await this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await replyBodyOf(response) };
  }
}
