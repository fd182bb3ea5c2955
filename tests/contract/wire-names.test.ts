import { describe, expect, it } from 'vitest';
import { decimal } from '../../src/domain/money/decimal';
import { serviceBodySchema, serviceCodeNames, serviceWireNames } from '../../src/contract/services.contract';
import { settlementCodeNames, settlementWireNames } from '../../src/contract/settlements.contract';
import { renamed, renamedField, renamedPath, reversed } from '../../src/contract/wire-names';
import { serviceFormMessages as m } from '../../src/forms/service.form-schema';
import { validServiceForm } from '../forms/service-form-fixture';

describe('the code’s names and the wire’s (docs/spec/decisions.md §2)', () => {
  it('renames the named keys of a record and keeps every key in its place', () => {
    const wire = renamed({ merchantShare: 96, platformShare: 4, payoutShare: 0 }, serviceWireNames);
    expect(Object.entries(wire)).toEqual([
      ['merchantShare', 96],
      ['waleeShare', 4],
      ['payoutShare', 0],
    ]);
    expect(renamed(wire, serviceCodeNames)).toEqual({ merchantShare: 96, platformShare: 4, payoutShare: 0 });
  });

  it('turns the pairs round and renames only the field of a path', () => {
    expect(reversed(settlementWireNames)).toEqual({ waleeShare: 'platformShare', waleeSharePercentage: 'platformSharePercentage' });
    expect(settlementCodeNames).toEqual(reversed(settlementWireNames));
    expect(renamedPath(['platformShare'], serviceWireNames)).toEqual(['waleeShare']);
    expect(renamedPath(['epStoreConfig', 0, 'platformShare'], serviceWireNames)).toEqual(['epStoreConfig', 0, 'platformShare']);
    expect(renamedField('waleeSharePercentage', settlementCodeNames)).toBe('platformSharePercentage');
    expect(renamedField('voucherConfig.salesRate.value', serviceWireNames)).toBe('voucherConfig.salesRate.value');
    // An inherited property of a plain object is no pair.
    expect(renamedField('constructor', serviceWireNames)).toBe('constructor');
  });
});

describe('the service body (spec 2 §2.5): the service form under the wire’s names', () => {
  const bodyOf = (overrides: Parameters<typeof validServiceForm>[0] = {}) => renamed(validServiceForm(overrides), serviceWireNames);
  const issuesOf = (body: unknown) => {
    const parsed = serviceBodySchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  };

  it('reads waleeShare, and the form’s platformShare is the same figure', () => {
    const parsed = serviceBodySchema.parse(bodyOf({ merchantShare: 95.5, platformShare: 4.5 }));
    // The schema reads each figure exactly (src/forms/figure-fields.ts).
    expect(parsed.waleeShare).toEqual(decimal('4.50'));
    expect(renamed(parsed, serviceCodeNames)).toMatchObject({ merchantShare: decimal('95.50'), platformShare: decimal('4.50') });
  });

  it('names the wire’s field in the form’s issues about the share', () => {
    expect(issuesOf(bodyOf({ merchantShare: 97 }))).toEqual([{ path: 'waleeShare', message: m.sharesExceedHundred }]);
    expect(issuesOf(bodyOf({ platformShare: -4 }))).toEqual([{ path: 'waleeShare', message: m.shareNegative }]);
    const { waleeShare: _left, ...without } = bodyOf();
    expect(issuesOf(without)).toEqual([{ path: 'waleeShare', message: m.platformShareRequired }]);
  });

  it('refuses the code’s name on the wire', () => {
    expect(issuesOf(validServiceForm())).toEqual([{ path: 'waleeShare', message: m.platformShareRequired }]);
  });
});
