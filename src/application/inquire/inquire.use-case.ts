import { isNotificationResponse, type InquireProvider } from '../../domain/inquire/inquire-rules';
import { AppError } from '../errors/app-error';
import { portMethods } from '../use-cases/port-methods';
import type { InquirePort, InquireResult, NotificationReply } from './inquire.port';

/** spec 1 §8: the messages of the inquire screen's failures, their codes the i18n keys. */
export const inquireErrorCodes = {
  inquireFailed: 'inquire_failed',
  notificationFailed: 'notification_failed',
} as const;
export const inquireFailureMessage = 'Some issue on inquire';
export const notificationFailureMessage = 'Something went wrong while sending notification';

export type Inquire = (provider: InquireProvider, orderId: string) => Promise<InquireResult>;
export type SendNotification = (provider: InquireProvider, orderId: string) => Promise<NotificationReply>;

/** spec 1 §5: surrounding blanks of the order id are trimmed before sending. */
export function inquireUseCase(deps: { inquire: InquirePort }): Inquire {
  return (provider, orderId) => deps.inquire.inquire(provider, orderId.trim());
}

/**
 * spec 1 §5 and §8: any HTTP status from 200 to 599 is the merchant's answer and is shown; only
 * the lack of an answer (network, CORS, a status outside that range) is "Something went wrong
 * while sending notification".
 */
export function sendNotificationUseCase(deps: { inquire: InquirePort; reportProblem: (problem: unknown) => void }): SendNotification {
  return async (provider, orderId) => {
    let reply: NotificationReply;
    try {
      reply = await deps.inquire.sendNotification(provider, orderId.trim());
    } catch (problem) {
      deps.reportProblem(problem);
      throw new AppError(inquireErrorCodes.notificationFailed, notificationFailureMessage);
    }
    if (!isNotificationResponse(reply.status)) {
      deps.reportProblem(new Error(`Notification answered with status ${reply.status}`));
      throw new AppError(inquireErrorCodes.notificationFailed, notificationFailureMessage);
    }
    return reply;
  };
}

/**
 * The inquire screen's use-cases, the inquire area of the portal's composition; the merchant's
 * setting, which the access machine loads on entry (spec 1 §2), is the port's own.
 */
export interface InquireUseCases extends Pick<InquirePort, 'merchantInquireEnabled'> {
  inquire: Inquire;
  sendNotification: SendNotification;
}

export function inquireUseCases(deps: { inquire: InquirePort; reportProblem: (problem: unknown) => void }): InquireUseCases {
  return {
    ...portMethods(deps.inquire, ['merchantInquireEnabled']),
    inquire: inquireUseCase(deps),
    sendNotification: sendNotificationUseCase(deps),
  };
}
