import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { merchantFilterOf, scopeOf, isPlatformStaff, userTypes } from '../../src/domain/organisation/organisation-scope';

describe('organisation scope', () => {
  it('makes Admin users platform staff whatever their record', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.boolean(), (id, platform) => {
        const scope = scopeOf({ userType: 'Admin', userTypeId: id, belongsToPlatformRecord: platform });
        expect(isPlatformStaff(scope)).toBe(true);
      }),
    );
  });

  it('makes Operator users platform staff only on the platform record', () => {
    expect(scopeOf({ userType: 'Operator', userTypeId: 'w', belongsToPlatformRecord: true }).kind).toBe('platform');
    expect(scopeOf({ userType: 'Operator', userTypeId: 'jazz', belongsToPlatformRecord: false })).toEqual({
      kind: 'carrier',
      operatorId: 'jazz',
    });
  });

  it('limits a merchant user to its own merchant and never to all', () => {
    fc.assert(
      fc.property(fc.constantFrom(...userTypes), fc.string({ minLength: 1 }), fc.boolean(), (userType, id, platform) => {
        const filter = merchantFilterOf(scopeOf({ userType, userTypeId: id, belongsToPlatformRecord: platform }));
        if (userType === 'Merchant') expect(filter).toEqual({ merchantId: id });
        if (filter === 'all') expect(userType === 'Admin' || (userType === 'Operator' && platform)).toBe(true);
      }),
    );
  });
});

describe('organisation scope by kind', () => {
  it('tells platform staff from a scope or its kind', () => {
    expect(isPlatformStaff('platform')).toBe(true);
    expect(isPlatformStaff('carrier')).toBe(false);
    expect(isPlatformStaff('merchant')).toBe(false);
    expect(isPlatformStaff({ kind: 'carrier', operatorId: 'jazz' })).toBe(false);
  });

  it('limits rows to every merchant, one merchant or none', () => {
    expect(merchantFilterOf({ kind: 'platform', operatorId: 'w' })).toBe('all');
    expect(merchantFilterOf({ kind: 'merchant', merchantId: 'm1' })).toEqual({ merchantId: 'm1' });
    expect(merchantFilterOf({ kind: 'carrier', operatorId: 'jazz' })).toBe('none');
  });
});
