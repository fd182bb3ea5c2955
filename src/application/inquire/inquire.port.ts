import type { InquireProvider } from '../../domain/inquire/inquire-rules';

/** One stored provider request and response of the order (the "system logs", spec 1 §2). */
export interface CheckoutLogEntry {
  id: string;
  provider: string;
  orderId: string | null;
  serviceId: string | null;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  createdAt: string;
}

/** The exchange with the wallet provider made for this inquiry (platform admins only). */
export interface ProviderLogEntry {
  provider: InquireProvider;
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  startedAt: string;
  durationMs: number;
}

/** spec 1 §3 Inquire result, in the portal's words (wire names are mapped by the adapter). */
export interface InquireResult {
  permission: boolean;
  /** The server's status was "success". */
  succeeded: boolean;
  message: string;
  /** The provider's own answer, as the provider shaped it. */
  providerAnswer: Record<string, unknown>;
  checkoutLogs: CheckoutLogEntry[];
  /** Null when the server sent none (everyone but platform admins). */
  providerLogs: ProviderLogEntry[] | null;
  /** spec 1 §2: present when the response carries both a notification URL and a body. */
  notification: { url: string; body: Record<string, unknown> } | null;
}

/** What the merchant's endpoint answered to a notification: any status from 200 to 599 (spec 1 §5). */
export interface NotificationReply {
  status: number;
  body: unknown;
}

/** The inquire screen's tasks (spec 1 §2, §5, §7 Inquire). Failures reject with an AppError. */
export interface InquirePort {
  /** A merchant's enableInquireMerchant setting (GET /inquire-config/setting/get). */
  merchantInquireEnabled(): Promise<boolean>;
  inquire(provider: InquireProvider, orderId: string): Promise<InquireResult>;
  /** Has the server post the order's notification to the merchant; rejects only when the merchant gave no HTTP answer. */
  sendNotification(provider: InquireProvider, orderId: string): Promise<NotificationReply>;
}
