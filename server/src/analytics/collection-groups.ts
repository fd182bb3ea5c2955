import { addDecimal, formatDecimal } from '../../../src/domain/money/decimal';
import { columnDecimal, countOf } from '../http/wire-values';
import type { CollectionGroup } from './analytics.repository';

const sumOf = (a: string, b: string): string => formatDecimal(addDecimal(columnDecimal(a, 2), columnDecimal(b, 2)), 2);

/** Two groups of the same payment method (or two totals) of days that do not overlap, as one. */
function together(a: CollectionGroup, b: CollectionGroup): CollectionGroup {
  return {
    ...a,
    successful: countOf(a.successful) + countOf(b.successful),
    failed: countOf(a.failed) + countOf(b.failed),
    pending: countOf(a.pending) + countOf(b.pending),
    amount: sumOf(a.amount, b.amount),
    walee_share: sumOf(a.walee_share, b.walee_share),
    service_charges: sumOf(a.service_charges, b.service_charges),
  };
}

/**
 * The groups of a range from the groups of its two parts, `earlier` wholly before `later`: the
 * days of both, each payment method's and the range's figures added exactly. The order is the
 * database's (days by date, then payment methods by name, then the total), so the answer is the
 * one a single read of the whole range gives.
 */
export function joinCollectionGroups(earlier: readonly CollectionGroup[], later: readonly CollectionGroup[]): CollectionGroup[] {
  const days = [...earlier, ...later].filter((group) => group.grouping === 'day');
  const providers = new Map<string, CollectionGroup>();
  let total: CollectionGroup | undefined;
  for (const group of [...earlier, ...later]) {
    if (group.grouping === 'provider') {
      const key = group.provider ?? '';
      const known = providers.get(key);
      providers.set(key, known === undefined ? group : together(known, group));
    } else if (group.grouping === 'total') total = total === undefined ? group : together(total, group);
  }
  const byName = [...providers.values()].sort((a, b) => ((a.provider ?? '') < (b.provider ?? '') ? -1 : (a.provider ?? '') > (b.provider ?? '') ? 1 : 0));
  return [...days, ...byName, ...(total === undefined ? [] : [total])];
}
