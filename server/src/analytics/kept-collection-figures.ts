import { shiftBusinessDate } from '../../../src/domain/time/business-day';
import type { AnalyticsRepository, AnalyticsRows, CollectionFilter, CollectionGroup } from './analytics.repository';
import { joinCollectionGroups } from './collection-groups';

interface Kept {
  fingerprint: string;
  groups: CollectionGroup[];
}

/**
 * The Collection Overview's groups with the range's earlier days kept between calls
 * (docs/decisions.md "Analytics dashboards", the kept Collection Overview). Staff and merchants
 * ask for the same presets again and again, and a year is 369 groups added up from 1,095 roll-up
 * rows on every call. The range's last day (where today's payments land) is read on every call;
 * the days before it are read once and then served while the fingerprint of their roll-up rows is
 * unchanged, so a late change to an earlier day (a status settled after midnight) is seen on the
 * next call. The fingerprint is read before the groups it is kept with: a kept answer is never
 * older than the state the fingerprint names.
 */
export class KeptCollectionFigures {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly figures: AnalyticsRepository,
    /** Answers kept at most (a year's groups are about 100 kB): the oldest kept goes first. */
    private readonly most = 200,
  ) {}

  async groups(rows: AnalyticsRows, filter: CollectionFilter): Promise<CollectionGroup[]> {
    if (filter.from >= filter.to) return this.figures.collection(rows, filter);
    const earlier: CollectionFilter = { ...filter, to: shiftBusinessDate(filter.to, -1) };
    const [earlierGroups, lastDay] = await Promise.all([this.earlierGroups(rows, earlier), this.figures.collection(rows, { ...filter, from: filter.to })]);
    return joinCollectionGroups(earlierGroups, lastDay);
  }

  private async earlierGroups(rows: AnalyticsRows, filter: CollectionFilter): Promise<CollectionGroup[]> {
    const key = JSON.stringify([rows, filter.from, filter.to, filter.provider ?? null]);
    const fingerprint = await this.figures.collectionFingerprint(rows, filter);
    const known = this.kept.get(key);
    if (known !== undefined && known.fingerprint === fingerprint) return known.groups;
    const groups = await this.figures.collection(rows, filter);
    this.kept.delete(key);
    if (this.kept.size >= this.most) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, { fingerprint, groups });
    return groups;
  }
}
