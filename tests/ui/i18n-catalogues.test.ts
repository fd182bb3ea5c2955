import { describe, expect, it } from 'vitest';
import { skippedRowCodes } from '../../src/contract/payout-files.contract';
import { payoutUploadColumns, uploadNoteCodes } from '../../src/domain/payouts/payout-upload';
import arBase from '../../src/ui/i18n/ar.json';
import enBase from '../../src/ui/i18n/en.json';
import { catalogueFor } from '../../src/ui/i18n/feature-catalogues';
import { screenRoutes } from '../../src/ui/routing/router-entries';
import { navEntries, settingsEntries } from '../../src/ui/shell/nav-entries';

type Catalogue = { [key: string]: string | Catalogue };

const en = (await catalogueFor('en', enBase)) as Catalogue;
const ar = (await catalogueFor('ar', arBase)) as Catalogue;

function keysOf(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

function valueAt(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Catalogue | undefined)?.[part], catalogue);
}

describe('language catalogues (spec 1 §1)', () => {
  it('translates every English string into Arabic', () => {
    const missing = keysOf(en).filter((key) => typeof valueAt(ar, key) !== 'string' || valueAt(ar, key) === '');
    expect(missing).toEqual([]);
  });

  it('has a title and description for every screen and a label for every menu entry', () => {
    const wanted = [
      ...screenRoutes.flatMap((route) => [`screens.${route.screen}.title`, `screens.${route.screen}.description`]),
      ...navEntries.flatMap((entry) => [entry.label, ...(entry.kind === 'group' ? entry.children.map((child) => child.label) : [])]),
      ...settingsEntries.map((entry) => entry.label),
    ];
    expect(wanted.filter((key) => typeof valueAt(en, key) !== 'string')).toEqual([]);
  });

  it('writes every payout file note, column and skipped-row code in both languages (docs/decisions/0025-payouts.md)', () => {
    const wanted = [
      ...uploadNoteCodes.map((code) => `payouts.upload.notes.${code}`),
      ...payoutUploadColumns.map((column) => `payouts.upload.cells.${column}`),
      ...skippedRowCodes.map((code) => `payouts.upload.skips.${code}`),
    ];
    expect(wanted.filter((key) => typeof valueAt(en, key) !== 'string' || typeof valueAt(ar, key) !== 'string')).toEqual([]);
  });
});
