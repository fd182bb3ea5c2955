import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permissionAreas, permissionCatalogue } from '../../src/domain/permissions/permission-catalogue';
import { skippedRowCodes } from '../../src/contract/payout-files.contract';
import { payoutUploadColumns, uploadNoteCodes } from '../../src/domain/payouts/payout-upload';
import arBase from '../../src/ui/i18n/ar.json';
import enBase from '../../src/ui/i18n/en.json';
import { catalogueFor } from '../../src/ui/i18n/feature-catalogues';
import { screenRoutes } from '../../src/ui/routing/router-entries';
import { screenAccess } from '../../src/ui/routing/screen-access';
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

/** Every `.ts` and `.tsx` file under a folder. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The keys the portal's code asks for literally: `t('a.b')` (the checkout page has its own text, checkout-text.ts). */
const literalKeys = [
  ...new Set(
    sourcesUnder('src')
      .filter((file) => !file.startsWith(join('src', 'ui', 'checkout')))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1] ?? '')),
  ),
].sort();

/** A key is there as a string, or as the plural forms i18next picks by `count`. */
const hasText = (catalogue: Catalogue, key: string) => typeof valueAt(catalogue, key) === 'string' || typeof valueAt(catalogue, `${key}_other`) === 'string';

describe('language catalogues (spec 1 §1)', () => {
  it('translates every English string into Arabic', () => {
    const missing = keysOf(en).filter((key) => typeof valueAt(ar, key) !== 'string' || valueAt(ar, key) === '');
    expect(missing).toEqual([]);
  });

  it('has no Arabic string that English lacks, but the plural forms and the codes English words as the server does', () => {
    // Arabic has six plural forms where English has two; English shows the server's own message for
    // an error code (i18n/error-message.ts and the payout file's errors), Arabic translates the code.
    const arabicPlural = /_(zero|two|few|many)$/;
    const englishFromServer = ['errors.', 'payouts.upload.errors.'];
    const extra = keysOf(ar)
      .filter((key) => typeof valueAt(en, key) !== 'string')
      .filter((key) => !(arabicPlural.test(key) && typeof valueAt(en, key.replace(arabicPlural, '_other')) === 'string'))
      .filter((key) => !englishFromServer.some((prefix) => key.startsWith(prefix)));
    expect(extra).toEqual([]);
  });

  it('has every key the code names literally, in both languages', () => {
    expect(literalKeys.length).toBeGreaterThan(500);
    expect(literalKeys.filter((key) => !hasText(en, key) || !hasText(ar, key))).toEqual([]);
  });

  it('labels every permission area and flag of the role form in both languages (spec 2 §3)', () => {
    const wanted = permissionAreas.flatMap((area) => [
      `roles.areas.${area}`,
      ...(permissionCatalogue[area] as readonly string[]).map((flag) => `roles.flags.${flag}`),
    ]);
    expect(wanted.filter((key) => !hasText(en, key) || !hasText(ar, key))).toEqual([]);
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

  it('words the own denied page of every screen in both languages (routing/screen-access.ts)', () => {
    const wanted = Object.values(screenAccess).flatMap((access) =>
      access?.denied === undefined ? [] : [access.denied.message, access.denied.title ?? access.denied.message],
    );
    expect(wanted.length).toBeGreaterThan(10);
    expect(wanted.filter((key) => typeof valueAt(en, key) !== 'string' || typeof valueAt(ar, key) !== 'string')).toEqual([]);
  });
});
