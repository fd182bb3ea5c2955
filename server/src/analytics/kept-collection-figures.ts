import type { CollectionSummaryData } from '../../../src/contract/analytics.contract';
import { shiftBusinessDate } from '../../../src/domain/time/business-day';
import type { AnalyticsRepository, AnalyticsRows, CollectionFilter, CollectionGroup } from './analytics.repository';
import { collectionDataOf } from './analytics.wire-mapping';
import { joinCollectionGroups } from './collection-groups';

interface Kept {
  fingerprint: string;
  /** The earlier days' payment-method and range groups, to be added to the last day's. */
  totals: CollectionGroup[];
  /** The earlier days' answer, whose daily series are sent as they are. */
  data: CollectionSummaryData;
}

/**
 * The Collection Overview with the range's earlier days kept between calls
 * (docs/decisions/0028-analytics-dashboards.md, the kept Collection Overview). Staff and merchants ask for the same
 * presets again and again, and a year is 369 groups added up from 1,095 roll-up rows on every
 * call. The range's last day (where today's payments land) is read on every call; the days before
 * it are read once and then served while the fingerprint of their roll-up rows is unchanged, so a
 * late change to an earlier day (a status settled after midnight) is seen on the next call. The
 * fingerprint is read before the groups it is kept with: a kept answer is never older than the
 * state the fingerprint names. The earlier days' daily series are kept as sent; only the totals
 * are added up again.
 */
export class KeptCollectionFigures {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly figures: AnalyticsRepository,
    /** Answers kept at most (a year's is about 100 kB): the oldest kept goes first. */
    private readonly most = 200,
  ) {}

  async answer(rows: AnalyticsRows, filter: CollectionFilter): Promise<CollectionSummaryData> {
    if (filter.from >= filter.to) return collectionDataOf(await this.figures.collection(rows, filter));
    const earlierRange: CollectionFilter = { ...filter, to: shiftBusinessDate(filter.to, -1) };
    const [earlier, lastDay] = await Promise.all([this.earlier(rows, earlierRange), this.figures.collection(rows, { ...filter, from: filter.to })]);
    const joined = collectionDataOf(joinCollectionGroups(earlier.totals, lastDay));
    return {
      ...joined,
      revenueOverTime: [...earlier.data.revenueOverTime, ...joined.revenueOverTime],
      transactionOverTime: [...earlier.data.transactionOverTime, ...joined.transactionOverTime],
    };
  }

  private async earlier(rows: AnalyticsRows, filter: CollectionFilter): Promise<Kept> {
    const key = JSON.stringify([rows, filter.from, filter.to, filter.provider ?? null]);
    const fingerprint = await this.figures.collectionFingerprint(rows, filter);
    const known = this.kept.get(key);
    if (known !== undefined && known.fingerprint === fingerprint) return known;
    const groups = await this.figures.collection(rows, filter);
    const kept: Kept = { fingerprint, totals: groups.filter((group) => group.grouping !== 'day'), data: collectionDataOf(groups) };
    this.kept.delete(key);
    if (this.kept.size >= this.most) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, kept);
    return kept;
  }
}
