import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grantedFlags, grantsBeyond, keepingPlatformOnlyAreas, platformOnlyGrants } from '../../../src/domain/permissions/grant-rules';
import { permissionAreas, permissionCatalogue, platformOnlyAreas, type PermissionRequirement } from '../../../src/domain/permissions/permission-catalogue';
import { allPermissions, grant, hasPermission } from '../../../src/domain/permissions/permission-rules';

const everyRequirement: PermissionRequirement[] = permissionAreas.flatMap((area) =>
  (permissionCatalogue[area] as readonly string[]).map((flag) => [area, flag] as unknown as PermissionRequirement),
);
const requirement = fc.constantFrom(...everyRequirement);
const grantSet = fc.uniqueArray(requirement, { selector: ([a, f]) => `${a}.${f}` }).map(grant);
const nameOf = ([area, flag]: PermissionRequirement): `${string}.${string}` => `${area}.${flag}`;

describe('grantsBeyond', () => {
  it('names exactly the requested flags the actor does not hold', () => {
    fc.assert(
      fc.property(grantSet, grantSet, (actor, requested) => {
        const beyond = new Set(grantsBeyond(actor, requested));
        for (const asked of everyRequirement) {
          const offending = hasPermission(requested, asked) && !hasPermission(actor, asked);
          expect(beyond.has(nameOf(asked))).toBe(offending);
        }
      }),
    );
  });

  it('is empty for any subset of what the actor holds', () => {
    fc.assert(
      fc.property(fc.uniqueArray(requirement, { selector: nameOf }), fc.func(fc.boolean()), (held, keep) => {
        const subset = held.filter((_, index) => keep(index));
        expect(grantsBeyond(grant(held), grant(subset))).toEqual([]);
      }),
    );
  });

  it('lets nobody without a role grant anything, and the full set grant everything', () => {
    fc.assert(
      fc.property(grantSet, (requested) => {
        expect(grantsBeyond(undefined, requested)).toEqual(grantedFlags(requested));
        expect(grantsBeyond(allPermissions(), requested)).toEqual([]);
      }),
    );
  });

  it('ignores flags set to false: asking for no right is never an escalation', () => {
    fc.assert(
      fc.property(grantSet, fc.uniqueArray(requirement, { selector: nameOf }), (actor, denied) => {
        const requested: Record<string, Record<string, boolean>> = {};
        for (const [area, flag] of denied) requested[area] = { ...requested[area], [flag]: false };
        expect(grantsBeyond(actor, requested)).toEqual([]);
      }),
    );
  });

  it('is transitive: what B may grant from A’s grants, C holding A’s grants may grant too', () => {
    fc.assert(
      fc.property(grantSet, grantSet, grantSet, (c, b, a) => {
        if (grantsBeyond(c, b).length === 0 && grantsBeyond(b, a).length === 0) expect(grantsBeyond(c, a)).toEqual([]);
      }),
    );
  });
});

describe('platform-only grants', () => {
  const platformOnly = new Set<string>(platformOnlyAreas);

  it('names the requested flags of platform-only areas and no other', () => {
    fc.assert(
      fc.property(grantSet, (requested) => {
        const named = platformOnlyGrants(requested);
        expect(named).toEqual(grantedFlags(requested).filter((name) => platformOnly.has(name.split('.')[0] as string)));
      }),
    );
  });

  it('keeps the stored platform-only areas and takes every other area from the request', () => {
    fc.assert(
      fc.property(grantSet, grantSet, (stored, requested) => {
        const saved = keepingPlatformOnlyAreas(stored, requested);
        for (const asked of everyRequirement) {
          const source = platformOnly.has(asked[0]) ? stored : requested;
          expect(hasPermission(saved, asked)).toBe(hasPermission(source, asked));
        }
        expect(platformOnlyGrants(saved)).toEqual(platformOnlyGrants(stored));
      }),
    );
  });
});
