import { describe, expect, it } from 'vitest';
import {
  accessAfterInquireResponse,
  checkInquireForm,
  inquireAccess,
  isNotificationResponse,
  showsProviderLogs,
} from '../../../src/domain/inquire/inquire-rules';
import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';

const platform: OrganisationScope = { kind: 'platform', operatorId: 'op-1' };
const carrier: OrganisationScope = { kind: 'carrier', operatorId: 'op-2' };
const merchant: OrganisationScope = { kind: 'merchant', merchantId: 'm-1' };

describe('inquire form (spec 1 §5)', () => {
  it('accepts a provider and an order id of up to 50 characters', () => {
    expect(checkInquireForm({ provider: 'easypaisa', orderId: 'ORD-1' })).toEqual([]);
    expect(checkInquireForm({ provider: 'jazzcash', orderId: 'x'.repeat(50) })).toEqual([]);
    expect(checkInquireForm({ provider: 'jazzcash', orderId: '😀'.repeat(50) })).toEqual([]);
  });

  it('names each problem with its code and the specification’s message', () => {
    expect(checkInquireForm({ provider: 'stripe', orderId: '   ' })).toEqual([
      { code: 'inquire.provider-required', field: 'provider', message: 'Provider is required' },
      { code: 'inquire.order-id-required', field: 'orderId', message: 'Order Id is required' },
    ]);
    expect(checkInquireForm({ provider: 'easypaisa', orderId: 'x'.repeat(51) })).toEqual([
      { code: 'inquire.order-id-too-long', field: 'orderId', message: 'Order Id cannot exceed 50 characters' },
    ]);
    expect(checkInquireForm({}).map((issue) => issue.field)).toEqual(['provider', 'orderId']);
  });
});

describe('inquire access (spec 1 §2, §6)', () => {
  it('always lets platform staff in, whatever the setting', () => {
    expect(inquireAccess({ scope: platform, enableInquireMerchant: false, settingLoaded: false })).toBe('access');
  });

  it('lets a merchant in only when its loaded setting is on', () => {
    expect(inquireAccess({ scope: merchant, enableInquireMerchant: true, settingLoaded: true })).toBe('access');
    expect(inquireAccess({ scope: merchant, enableInquireMerchant: false, settingLoaded: true })).toBe('denied');
    expect(inquireAccess({ scope: merchant, enableInquireMerchant: true, settingLoaded: false })).toBe('denied');
    expect(inquireAccess({ scope: merchant, enableInquireMerchant: undefined, settingLoaded: true })).toBe('denied');
  });

  it('denies carrier staff', () => {
    expect(inquireAccess({ scope: carrier, enableInquireMerchant: true, settingLoaded: true })).toBe('denied');
  });

  it('turns access off when a response lacks permission', () => {
    expect(accessAfterInquireResponse('access', { permission: true })).toBe('access');
    expect(accessAfterInquireResponse('access', { permission: false })).toBe('denied');
    expect(accessAfterInquireResponse('access', {})).toBe('denied');
  });

  it('shows provider logs only to platform staff with the admin role', () => {
    expect(showsProviderLogs(platform, 'admin')).toBe(true);
    expect(showsProviderLogs(platform, ' Admin ')).toBe(true);
    expect(showsProviderLogs(platform, 'operator')).toBe(false);
    expect(showsProviderLogs(platform, null)).toBe(false);
    expect(showsProviderLogs(merchant, 'admin')).toBe(false);
    expect(showsProviderLogs(carrier, 'admin')).toBe(false);
  });

  it('treats any status from 200 to 599 as a notification response', () => {
    expect([199, 200, 404, 599, 600, 250.5].map(isNotificationResponse)).toEqual([false, true, true, true, false, false]);
  });
});
