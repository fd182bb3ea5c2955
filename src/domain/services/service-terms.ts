import { addDecimal, compareDecimal, decimalOf, parseDecimal, roundToScale, type Decimal } from '../money/decimal';
import type { RuleIssue } from '../shared/rule-issue';
import { hundredPercent, maxFeePercent, voucherFeeNames, type VoucherConfig } from './voucher-config';

// spec 2 §3 and §9: a service's commercial terms. Shares are percents of each collected amount;
// the carrier, merchant and platform shares split one amount, so together they are at
// most the whole of it. Every figure is an exact decimal of at most two places.

export type ServiceTermIssueCode =
  | 'service.share-negative'
  | 'service.share-above-hundred'
  | 'service.shares-exceed-hundred'
  | 'service.payout-share-above-limit'
  | 'service.fee-percent-above-limit'
  | 'service.margin-distribution-not-hundred'
  | 'service.not-a-decimal';

export type ServiceTermIssue = RuleIssue<ServiceTermIssueCode>;

/** A figure as the form, the wire or the database holds it: an exact decimal, decimal text or a JSON number (read through its text). */
export type Term = Decimal | string | number;

export interface ServiceShares {
  merchantShare: Term;
  platformShare: Term;
  carrierShare: Term;
  payoutShare: Term;
}

const zero = decimalOf(0n, 0);

/** A term as an exact two-place decimal, or null when it is not one. */
export function termOf(term: Term): Decimal | null {
  if (typeof term === 'object') {
    const twoPlaces = roundToScale(term, 2);
    return compareDecimal(twoPlaces, term) === 0 ? twoPlaces : null;
  }
  const parsed = parseDecimal(term, 2);
  return parsed.ok ? parsed.value : null;
}

/** carrier + merchant + platform, exactly. */
export function splitTotal(shares: Pick<ServiceShares, 'merchantShare' | 'platformShare' | 'carrierShare'>): Decimal | null {
  const parts = [shares.carrierShare, shares.merchantShare, shares.platformShare].map(termOf);
  if (parts.some((part) => part === null)) return null;
  return (parts as Decimal[]).reduce(addDecimal, zero);
}

/** Each share 0–100, the split shares together at most 100, the payout share at most 99 (spec 2 §9). */
export function shareIssues(shares: ServiceShares): ServiceTermIssue[] {
  const issues: ServiceTermIssue[] = [];
  for (const field of ['merchantShare', 'platformShare', 'carrierShare', 'payoutShare'] as const) {
    const value = termOf(shares[field]);
    if (value === null) issues.push({ code: 'service.not-a-decimal', field });
    else if (value.units < 0n) issues.push({ code: 'service.share-negative', field });
    else if (compareDecimal(value, hundredPercent) > 0) issues.push({ code: 'service.share-above-hundred', field });
    else if (field === 'payoutShare' && compareDecimal(value, maxFeePercent) > 0) {
      issues.push({ code: 'service.payout-share-above-limit', field });
    }
  }
  if (issues.length > 0) return issues;
  const total = splitTotal(shares);
  // Stryker disable next-line ConditionalExpression: equivalent, every share read above, so the total is never null here.
  if (total !== null && compareDecimal(total, hundredPercent) > 0) issues.push({ code: 'service.shares-exceed-hundred', field: 'platformShare' });
  return issues;
}

/** Percent fees at most 99; the margin's two parts make exactly 100 (spec 2 §9: 80 and 20). */
export function voucherConfigIssues(config: VoucherConfig<Term>): ServiceTermIssue[] {
  const issues: ServiceTermIssue[] = [];
  for (const name of voucherFeeNames) {
    const fee = config[name];
    const value = termOf(fee.value);
    const field = `voucherConfig.${name}.value`;
    if (value === null) issues.push({ code: 'service.not-a-decimal', field });
    else if (value.units < 0n) issues.push({ code: 'service.share-negative', field });
    else if (fee.type === 'percent' && compareDecimal(value, maxFeePercent) > 0) issues.push({ code: 'service.fee-percent-above-limit', field });
  }
  const walee = termOf(config.marginDistribution.walee);
  const merchant = termOf(config.marginDistribution.merchant);
  if (walee === null || merchant === null || walee.units < 0n || merchant.units < 0n || compareDecimal(addDecimal(walee, merchant), hundredPercent) !== 0) {
    issues.push({ code: 'service.margin-distribution-not-hundred', field: 'voucherConfig.marginDistribution.walee' });
  }
  return issues;
}
