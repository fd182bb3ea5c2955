import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { permissionAreas, permissionCatalogue, type PermissionRequirement } from '../../src/domain/permissions/permission-catalogue';
import { allPermissions, grant, hasPermission, normalisePermissions } from '../../src/domain/permissions/permission-rules';

const everyRequirement: PermissionRequirement[] = permissionAreas.flatMap((area) =>
  (permissionCatalogue[area] as readonly string[]).map((flag) => [area, flag] as unknown as PermissionRequirement),
);
const requirement = fc.constantFrom(...everyRequirement);

describe('permission rules', () => {
  it('grants exactly the requirements it was built from', () => {
    fc.assert(
      fc.property(fc.uniqueArray(requirement, { selector: ([a, f]) => `${a}.${f}` }), requirement, (granted, asked) => {
        const permissions = grant(granted);
        const expected = granted.some(([a, f]) => a === asked[0] && f === asked[1]);
        expect(hasPermission(permissions, asked)).toBe(expected);
      }),
    );
  });

  it('allows nothing without a role', () => {
    fc.assert(
      fc.property(requirement, (asked) => {
        expect(hasPermission(undefined, asked)).toBe(false);
      }),
    );
  });

  it('the platform admin set allows every flag of the catalogue', () => {
    const admin = allPermissions();
    for (const asked of everyRequirement) expect(hasPermission(admin, asked)).toBe(true);
  });

  it('treats only the boolean true as a grant', () => {
    const permissions = normalisePermissions({ Reports: { viewAll: 'true', generateReport: 1, addEditDelete: true } });
    expect(hasPermission(permissions, ['Reports', 'viewAll'])).toBe(false);
    expect(hasPermission(permissions, ['Reports', 'generateReport'])).toBe(false);
    expect(hasPermission(permissions, ['Reports', 'addEditDelete'])).toBe(true);
  });

  it('normalising drops unknown areas and flags and is idempotent', () => {
    const junk = fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.boolean(), fc.string(), fc.integer())));
    const mixed = fc.tuple(junk, fc.uniqueArray(requirement)).map(([noise, granted]) => ({ ...noise, ...grant(granted) }));
    fc.assert(
      fc.property(mixed, (input) => {
        const once = normalisePermissions(input);
        expect(normalisePermissions(once)).toEqual(once);
        for (const [area, flags] of Object.entries(once)) {
          expect(permissionAreas).toContain(area);
          for (const flag of Object.keys(flags ?? {})) {
            expect(permissionCatalogue[area as keyof typeof permissionCatalogue] as readonly string[]).toContain(flag);
          }
        }
      }),
    );
  });
});
