import { describe, expect, it } from 'vitest';
import { creditCardServiceNames, easypaisaServiceNames, jazzcashServiceNames } from '../../src/domain/services/service-catalogue';
import { decimal, roundToScale } from '../../src/domain/money/decimal';
import { money } from '../../src/domain/money/money';
import { voucherConfigDefaults, voucherConfigWith } from '../../src/domain/services/voucher-config';
import { serviceFormMessages as m, serviceFormSchema, voucherConfigFormDefaults } from '../../src/forms/service.form-schema';
import { validServiceForm, voucherForm } from './service-form-fixture';

function issuesOf(input: unknown): { path: string; message: string }[] {
  const result = serviceFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const store = (id: string, epStoreId: string, epServiceName = 'multiverse-easypaisa') => ({
  _id: id,
  name: 'Multiverse Gulberg',
  epStoreId,
  epStoreKey: 'KEY',
  epStoreAccountNumber: '03451234567',
  epServiceName,
  balance: 100.5,
});

describe('service form schema (spec 2 §5 Service)', () => {
  it('accepts a complete form and defaults the provider to Easypaisa', () => {
    const { serviceProvider: _omitted, ...withoutProvider } = validServiceForm();
    const parsed = serviceFormSchema.parse(withoutProvider);
    expect(parsed.serviceProvider).toBe('Easypaisa');
    expect(parsed.voucherConfig).toBeNull();
  });

  it('hands on every figure exact, read once: the defaults too, and a linked store’s balance in rupees', () => {
    const parsed = serviceFormSchema.parse(
      voucherForm({ price: undefined, carrierShare: undefined, perTransactionCharge: 0.3, epStoreConfig: [store('a1', '100001')] }),
    );
    expect(parsed).toMatchObject({
      price: decimal('0.00'),
      carrierShare: decimal('0.00'),
      merchantShare: decimal('96.00'),
      perTransactionCharge: decimal('0.30'),
      disbursementAmount: null,
    });
    expect(parsed.voucherConfig).toEqual(voucherConfigWith(voucherConfigDefaults, (text) => roundToScale(decimal(text), 2)));
    expect(parsed.epStoreConfig[0]?.balance).toEqual(money('100.50', 'PKR'));
  });

  it('gives the spec texts for the service name', () => {
    expect(issuesOf(validServiceForm({ serviceName: 'a' }))).toEqual([{ path: 'serviceName', message: 'Too short service name.' }]);
    expect(issuesOf(validServiceForm({ serviceName: 'a'.repeat(51) }))).toEqual([{ path: 'serviceName', message: 'Too long service name' }]);
    expect(issuesOf(validServiceForm({ serviceName: undefined }))).toEqual([{ path: 'serviceName', message: m.serviceNameRequired }]);
  });

  it('requires country, merchant, currency of 2 to 4 letters, fresh wallets, service type and the three shares', () => {
    const paths = issuesOf({}).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'country',
        'merchant',
        'serviceName',
        'currency',
        'freshWalletsAllowed',
        'serviceType',
        'merchantShare',
        'platformShare',
        'payoutShare',
        'payoutShareChecked',
      ]),
    );
    expect(issuesOf(validServiceForm({ currency: 'P' }))).toEqual([{ path: 'currency', message: m.currencyInvalid }]);
    expect(issuesOf(validServiceForm({ currency: 'PKRXX' }))).toEqual([{ path: 'currency', message: m.currencyInvalid }]);
    expect(issuesOf(validServiceForm({ merchantShare: '96' as unknown as number }))).toEqual([{ path: 'merchantShare', message: m.notANumber }]);
  });

  it('refuses a negative price, package, disbursement amount or charge, naming it', () => {
    expect(issuesOf(validServiceForm({ price: -100 }))).toEqual([{ path: 'price', message: m.figureNegative }]);
    expect(issuesOf(validServiceForm({ packages: { d: -1, w: 10 } }))).toEqual([{ path: 'packages.d', message: m.figureNegative }]);
    expect(issuesOf(validServiceForm({ disbursementAmount: -200 }))).toEqual([{ path: 'disbursementAmount', message: m.figureNegative }]);
    expect(issuesOf(validServiceForm({ perTransactionCharge: -0.01 }))).toEqual([{ path: 'perTransactionCharge', message: m.figureNegative }]);
    expect(issuesOf(validServiceForm({ price: 0, disbursementAmount: 0 }))).toEqual([]);
  });

  it('allows at most two decimals on per-transaction values and requires their type', () => {
    expect(issuesOf(validServiceForm({ epPerTransactionValues: { value: 1.255, percentage: true } }))).toEqual([
      { path: 'epPerTransactionValues.value', message: 'Maximum two decimal places allowed' },
    ]);
    expect(issuesOf(validServiceForm({ jcPerTransactionValues: { value: 15 } as never }))).toEqual([
      { path: 'jcPerTransactionValues.percentage', message: m.chargeTypeRequired },
    ]);
    expect(issuesOf(validServiceForm({ epPerTransactionValues: { value: 99.5, percentage: true } }))).toEqual([
      { path: 'epPerTransactionValues.value', message: m.percentAboveLimit },
    ]);
    expect(issuesOf(validServiceForm({ epPerTransactionValues: { value: 150, percentage: false } }))).toEqual([]);
  });

  it('refuses shares above the whole and counts the payout share only while it is checked', () => {
    expect(issuesOf(validServiceForm({ merchantShare: 97 }))).toEqual([{ path: 'platformShare', message: m.sharesExceedHundred }]);
    expect(issuesOf(validServiceForm({ payoutShare: 150, payoutShareChecked: false }))).toEqual([]);
    expect(issuesOf(validServiceForm({ payoutShare: 150, payoutShareChecked: true }))).toEqual([{ path: 'payoutShare', message: m.shareAboveHundred }]);
    expect(issuesOf(validServiceForm({ platformShare: -4 }))).toEqual([{ path: 'platformShare', message: m.shareNegative }]);
  });

  it('requires the voucher configuration for Voucher services only, and checks it', () => {
    expect(issuesOf(validServiceForm({ serviceType: 'Voucher' }))).toEqual([{ path: 'voucherConfig', message: m.voucherConfigRequired }]);
    expect(issuesOf(voucherForm())).toEqual([]);
    expect(issuesOf(voucherForm({ voucherConfig: { ...voucherConfigFormDefaults, marginDistribution: { walee: 80, merchant: 30 } } }))).toEqual([
      { path: 'voucherConfig.marginDistribution.walee', message: m.marginDistributionNotHundred },
    ]);
    expect(issuesOf(voucherForm({ voucherConfig: { ...voucherConfigFormDefaults, salesRate: { value: 100, type: 'percent' } } }))).toEqual([
      { path: 'voucherConfig.salesRate.value', message: m.percentAboveLimit },
    ]);
  });

  it('keeps the spec 2 §9 voucher defaults', () => {
    expect(voucherConfigFormDefaults).toEqual({
      vendorMargin: { value: 2, type: 'percent' },
      withholdingTax: { value: 4, type: 'percent' },
      repatriationCost: { value: 5, type: 'percent' },
      salesRate: { value: 10, type: 'percent' },
      merchantCost: { value: 1.5, type: 'percent' },
      marginDistribution: { walee: 80, merchant: 20 },
    });
  });

  it('offers the wallets in Pakistan only', () => {
    expect(issuesOf(validServiceForm({ country: 'Egypt', paymentMethods: ['Credit Card'] }))).toEqual([]);
    expect(issuesOf(validServiceForm({ country: 'Egypt', paymentMethods: ['Credit Card', 'Easypaisa'] }))).toEqual([
      { path: 'paymentMethods.1', message: m.paymentMethodNotInCountry },
    ]);
    expect(issuesOf(validServiceForm({ paymentMethods: ['Easypaisa', 'Easypaisa'] }))).toEqual([{ path: 'paymentMethods.1', message: m.paymentMethodsUnique }]);
  });

  it('requires every field of each store, unique stores, of the chosen Easypaisa service', () => {
    expect(issuesOf(validServiceForm({ epStoreConfig: [store('a1', '100001'), store('a2', '100002')] }))).toEqual([]);
    expect(issuesOf(validServiceForm({ epStoreConfig: [store('a1', '100001'), store('a1', '100001')] }))).toEqual([
      { path: 'epStoreConfig.1', message: 'Stores must be unique' },
    ]);
    expect(issuesOf(validServiceForm({ epStoreConfig: [store('a1', '100001', 'hashir-easypaisa')] }))).toEqual([
      { path: 'epStoreConfig.0.epServiceName', message: m.storeOfOtherService },
    ]);
    const { epStoreKey: _key, ...withoutKey } = store('a1', '100001');
    expect(issuesOf(validServiceForm({ epStoreConfig: [withoutKey as never] })).map((issue) => issue.path)).toEqual(['epStoreConfig.0.epStoreKey']);
  });

  it('offers the provider service names of spec 2 §9', () => {
    expect(easypaisaServiceNames).toEqual(['walee', 'multiverse', 'techlets', 'hashir', 'elohim', 'adonai'].map((name) => `${name}-easypaisa`));
    expect(jazzcashServiceNames).toEqual(['walee', 'multiverse', 'hashir', 'adonai', 'elohim', 'teal-tech']);
    expect(creditCardServiceNames).toEqual(['stripe', 'hashir-credit-card']);
    expect(issuesOf(validServiceForm({ epServiceName: 'unknown-easypaisa' }))).toEqual([{ path: 'epServiceName', message: m.epServiceNameInvalid }]);
  });

  it('refuses control characters and addresses that are not http(s) or a path', () => {
    expect(issuesOf(validServiceForm({ serviceName: 'top\u0000ups' })).map((issue) => issue.path)).toEqual(['serviceName']);
    expect(issuesOf(validServiceForm({ portalUrl: 'javascript:alert(1)' }))).toEqual([{ path: 'portalUrl', message: m.urlInvalid }]);
    expect(issuesOf(validServiceForm({ notificationApi: '/api/sandbox/merchant-notifications' }))).toEqual([]);
  });
});
