import { describe, expect, it } from 'vitest';
import { keepingPlatformOnlyAreas, platformOnlyGrants } from '../../../src/domain/permissions/grant-rules';
import { permissionCatalogue, platformOnlyAreas } from '../../../src/domain/permissions/permission-catalogue';
import { allPermissions, flagsOf, grant, hasPermission, normalisePermissions } from '../../../src/domain/permissions/permission-rules';

describe('stored permissions that are not a grant set', () => {
  it.each([null, undefined, 'true', '{"Reports":{"viewAll":true}}', 1, true])('reads %j as no rights at all', (stored) => {
    expect(normalisePermissions(stored)).toEqual({});
    expect(hasPermission(normalisePermissions(stored), ['Reports', 'viewAll'])).toBe(false);
  });

  it('reads a function carrying grants as no rights', () => {
    expect(normalisePermissions(Object.assign(() => true, { Reports: { viewAll: true } }))).toEqual({});
  });

  it('drops an area stored as null, a string or true, and keeps the areas beside it', () => {
    const stored = { Reports: null, Dashboard: 'true', Settlements: true, Users: { viewAll: true } };
    expect(normalisePermissions(stored)).toEqual({ Users: { viewAll: true } });
  });

  it('keeps a flag stored as false, and drops an area left without a boolean flag', () => {
    const stored = { Reports: { viewAll: false }, Users: { viewAll: 'true', addUsers: null, editUsers: 1 } };
    const normalised = normalisePermissions(stored);
    expect(normalised).toEqual({ Reports: { viewAll: false } });
    expect(Object.keys(normalised)).toEqual(['Reports']);
  });
});

describe('the platform-only groups', () => {
  it('are the seven groups spec 2 §6 shows to platform users only, and Reconciliation (docs/decisions/0035-reconciliation.md)', () => {
    expect([...platformOnlyAreas].sort()).toEqual(
      [
        'Blacklist',
        'BlacklistManagement',
        'CarrierManagement',
        'LoanRequest',
        'MerchentManagement',
        'Settlements',
        'StoresManagement',
        'Reconciliation',
      ].sort(),
    );
    const areas = new Set(platformOnlyGrants(allPermissions()).map((name) => name.split('.')[0]));
    expect([...areas].sort()).toEqual([...platformOnlyAreas].sort());
  });

  it('keeps a stored platform-only area and adds none the stored role lacked', () => {
    const stored = { Settlements: { viewAll: true } };
    const requested = { Reports: { viewAll: true }, LoanRequest: { viewAll: true } };
    expect(keepingPlatformOnlyAreas(stored, requested)).toStrictEqual({ Reports: { viewAll: true }, Settlements: { viewAll: true } });
    expect(keepingPlatformOnlyAreas(undefined, {})).toStrictEqual({});
  });
});

describe('grant', () => {
  it('sets each listed flag, keeping the flags already set in its area', () => {
    expect(
      grant([
        ['Reports', 'viewAll'],
        ['Reports', 'generateReport'],
        ['Users', 'addUsers'],
      ]),
    ).toStrictEqual({
      Reports: { viewAll: true, generateReport: true },
      Users: { addUsers: true },
    });
    expect(grant([])).toStrictEqual({});
  });
});

describe('flagsOf', () => {
  it('lists an area’s flags in catalogue order', () => {
    expect(flagsOf('Settlements')).toEqual(['viewAll', 'addSettlement']);
    expect(flagsOf('Users')).toBe(permissionCatalogue.Users);
  });
});
