import { describe, expect, it } from 'vitest';
import type { AnyFeatureManifest } from '../../src/ui/routing/feature-manifest';
import { featureManifests } from '../../src/ui/routing/feature-manifests';
import { reportTypes, screens } from '../../src/ui/routing/route-table';
import { featureOfView, screenViews } from '../../src/ui/routing/view-map';

// ARCHITECTURE.md "Adding an area": a feature joins the portal by its manifest and one line of the list.
const manifestFiles = import.meta.glob<Record<string, AnyFeatureManifest>>('../../src/ui/*/*.manifest.ts', { eager: true });
const listed: readonly AnyFeatureManifest[] = featureManifests;

describe("the features' manifests", () => {
  it('lists every manifest a feature folder holds, and nothing else', () => {
    const found = Object.values(manifestFiles).flatMap((file) => Object.values(file));
    expect(found.filter((manifest) => !listed.includes(manifest)).map((manifest) => manifest.feature)).toEqual([]);
    expect(listed.filter((manifest) => !found.includes(manifest)).map((manifest) => manifest.feature)).toEqual([]);
  });

  it('names each manifest after its folder, which its catalogues load under', () => {
    const misnamed = Object.entries(manifestFiles).flatMap(([file, exports]) =>
      Object.values(exports)
        .filter((manifest) => file !== `../../src/ui/${manifest.feature}/${manifest.feature}.manifest.ts`)
        .map((manifest) => `${file}: ${manifest.feature}`),
    );
    expect(misnamed).toEqual([]);
  });

  it('gives each screen and report to one feature only', () => {
    const screenIds = listed.flatMap((manifest) => Object.keys(manifest.screens));
    const reports = listed.flatMap((manifest) => Object.keys(manifest.reports ?? {}));
    for (const ids of [screenIds, reports]) expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
  });

  it("builds only views of the route table's screens and reports, each in a feature with a manifest", () => {
    const known = new Set<string>([...Object.keys(screens), ...Object.values(reportTypes).map((report) => report.screen)]);
    expect(Object.keys(screenViews).filter((view) => !known.has(view))).toEqual([]);
    const features = new Set(listed.map((manifest) => manifest.feature));
    expect(Object.values(featureOfView).filter((feature) => !features.has(feature))).toEqual([]);
  });

  it('places each menu entry at its own position in its menu', () => {
    const positions = listed.flatMap((manifest) => (manifest.menus ?? []).map((item) => `${item.place === 'sideGroup' ? 'side' : item.place} ${item.order}`));
    expect(positions.filter((position, at) => positions.indexOf(position) !== at)).toEqual([]);
  });
});
