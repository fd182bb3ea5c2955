import { describe, expect, it } from 'vitest';
import { areaNames, loadFeature } from '../../src/infrastructure/di/portal-features';

// ARCHITECTURE.md "Adding an area": an area is found by its feature file's name, declared from its own folder.
describe("the portal's areas", () => {
  it("finds each area's feature under the name its file gives", async () => {
    expect(areaNames.length).toBeGreaterThan(0);
    const names = await Promise.all(areaNames.map(async (name) => (await loadFeature(name)).name));
    expect(names).toEqual(areaNames);
  });
});
