import { datePresets, presetRange, type DatePreset, type FixedDatePreset } from '../../domain/time/date-presets';

export interface DateRangeValue {
  /** Business dates, YYYY-MM-DD; null while not picked. */
  from: string | null;
  to: string | null;
}

export const fixedDatePresets = datePresets.filter((preset): preset is FixedDatePreset => preset !== 'custom');

/** The preset a range is (as of `now`), or custom. */
export function presetOf(range: DateRangeValue, presets: readonly FixedDatePreset[], now: Date = new Date()): DatePreset {
  const found = presets.find((preset) => {
    const candidate = presetRange(preset, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
  return found ?? 'custom';
}

/** The business dates of a preset, as of `now` (spec 1 §9, docs/spec/decisions.md §5: the business zone's today). */
export function rangeOfPreset(preset: FixedDatePreset, now: Date = new Date()): { from: string; to: string } {
  const { from, to } = presetRange(preset, now);
  return { from, to };
}
