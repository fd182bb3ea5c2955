import { isPlatformStaff, type OrganisationScope } from '../organisation/organisation-scope';
import type { RuleIssue } from '../shared/rule-issue';

// spec 1 §1 and docs/spec/decisions.md §4: wallet provider A is Easypaisa, B is Jazzcash, lowercase on the wire.
export const inquireProviders = ['easypaisa', 'jazzcash'] as const;
export type InquireProvider = (typeof inquireProviders)[number];

/** spec 1 §5 and §9. */
export const orderIdMaxLength = 50;

export const inquireFormMessages = {
  providerRequired: 'Provider is required',
  orderIdRequired: 'Order Id is required',
  orderIdTooLong: 'Order Id cannot exceed 50 characters',
} as const;

export type InquireFormIssue = RuleIssue<'inquire.provider-required' | 'inquire.order-id-required' | 'inquire.order-id-too-long', 'provider' | 'orderId'>;

export function isInquireProvider(value: unknown): value is InquireProvider {
  return typeof value === 'string' && (inquireProviders as readonly string[]).includes(value);
}

/**
 * spec 1 §5: the inquire form. An order id of blanks counts as missing (surrounding blanks are
 * trimmed before sending); the length is counted in characters, not UTF-16 units.
 */
export function checkInquireForm(input: { provider?: unknown; orderId?: unknown }): InquireFormIssue[] {
  const issues: InquireFormIssue[] = [];
  if (!isInquireProvider(input.provider)) {
    issues.push({ code: 'inquire.provider-required', field: 'provider', message: inquireFormMessages.providerRequired });
  }
  const orderId = typeof input.orderId === 'string' ? input.orderId.trim() : '';
  if (orderId === '') {
    issues.push({ code: 'inquire.order-id-required', field: 'orderId', message: inquireFormMessages.orderIdRequired });
  } else if ([...orderId].length > orderIdMaxLength) {
    issues.push({ code: 'inquire.order-id-too-long', field: 'orderId', message: inquireFormMessages.orderIdTooLong });
  }
  return issues;
}

export type InquireAccess = 'access' | 'denied';

/**
 * spec 1 §2 and §6: platform staff always inquire; a merchant only when its enableInquireMerchant
 * setting is on. A setting that failed to load still leads to a decision, which is then denied;
 * carrier staff are denied (docs/spec/decisions.md §2: they are neither platform staff nor the merchant).
 */
export function inquireAccess(facts: { scope: OrganisationScope; enableInquireMerchant: boolean | null | undefined; settingLoaded: boolean }): InquireAccess {
  if (isPlatformStaff(facts.scope)) return 'access';
  if (facts.scope.kind === 'merchant' && facts.settingLoaded && facts.enableInquireMerchant === true) return 'access';
  return 'denied';
}

/** spec 1 §2: a server response lacking permission turns access off. */
export function accessAfterInquireResponse(access: InquireAccess, response: { permission?: boolean | null }): InquireAccess {
  return response.permission === true ? access : 'denied';
}

/**
 * spec 1 §2 and §6, docs/spec/decisions.md §2: provider logs show only to platform staff whose role is the
 * role named admin (compared without case or surrounding blanks, as a person reads the name).
 */
export function showsProviderLogs(scope: OrganisationScope, roleName: string | null | undefined): boolean {
  return isPlatformStaff(scope) && roleName?.trim().toLowerCase() === 'admin';
}

/** spec 1 §5: any HTTP status from 200 to 599 is a notification response, not a thrown failure. */
export function isNotificationResponse(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 599;
}
