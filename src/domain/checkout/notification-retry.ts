// docs/decisions/0031-hosted-checkout.md: the merchant is told of a final payment with retries. The
// n-th failed attempt waits base × 2^(n−1), capped; after the last attempt the notification is
// abandoned (and stays in checkout_logs for the inquire screen's Send Notification).

export const notificationMaxAttempts = 6;
export const notificationBaseDelayMs = 5_000;
export const notificationMaxDelayMs = 10 * 60_000;

/** The wait after failed attempt `attempt` (1-based), or null when no attempt is left. */
export function notificationRetryDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= notificationMaxAttempts) return null;
  return Math.min(notificationMaxDelayMs, notificationBaseDelayMs * 2 ** (attempt - 1));
}
