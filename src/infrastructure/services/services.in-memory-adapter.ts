import { pageOfList, type GridPage, type GridWindow } from '../../domain/shared/grid-page';
import { AppError, appErrorCodes } from '../../application/errors/app-error';
import type { ServiceDetails, ServiceDraft, ServiceFormChoices, ServicesPort, ServiceStore, ServiceSummary } from '../../application/services/services.port';
import { decimal } from '../../domain/money/decimal';
import { money } from '../../domain/money/money';

const demoStores: ServiceStore[] = [
  {
    _id: 'store-1',
    name: 'Demo Gulberg',
    epStoreId: 'EP-1001',
    epStoreKey: 'key-1001',
    epStoreAccountNumber: '03001001001',
    epServiceName: 'multiverse-easypaisa',
    balance: money('125000.50', 'PKR'),
  },
  {
    _id: 'store-2',
    name: 'Demo Clifton',
    epStoreId: 'EP-1002',
    epStoreKey: 'key-1002',
    epStoreAccountNumber: '03001001002',
    epServiceName: 'multiverse-easypaisa',
    balance: money('9800', 'PKR'),
  },
  {
    _id: 'store-3',
    name: 'Techlets Saddar',
    epStoreId: 'EP-2001',
    epStoreKey: 'key-2001',
    epStoreAccountNumber: '03002002001',
    epServiceName: 'techlets-easypaisa',
    balance: money('0', 'PKR'),
  },
];

const demoDraft = (merchant: string, serviceName: string, overrides: Partial<ServiceDraft> = {}): ServiceDraft => ({
  country: 'Pakistan',
  merchant,
  serviceProvider: 'Easypaisa',
  serviceName,
  epServiceName: 'multiverse-easypaisa',
  jcServiceName: null,
  ccServiceName: null,
  operatorName: 'Telenor',
  subscriptionFrequency: 'oneTime',
  currency: 'PKR',
  freshWalletsAllowed: true,
  packages: null,
  price: decimal('499'),
  disbursementAmount: null,
  autoDisburse: false,
  perTransactionCharge: null,
  epPerTransactionCharge: null,
  epPerTransactionValues: null,
  jcPerTransactionValues: null,
  serviceType: 'Others',
  notificationApi: null,
  tokenApi: null,
  clickIdApi: null,
  portalUrl: 'https://demo.example/payments/complete',
  carrierShare: decimal('0'),
  merchantShare: decimal('96'),
  platformShare: decimal('4'),
  payoutShare: decimal('0'),
  payoutShareChecked: false,
  paymentMethods: ['Easypaisa', 'Jazzcash'],
  voucherConfig: null,
  epStoreConfig: [],
  ...overrides,
});

const choices: ServiceFormChoices = {
  merchants: [
    { id: 'merchant-demo', name: 'Demo Merchant' },
    { id: 'merchant-games', name: 'Game Zone' },
  ],
  carriers: [
    { id: 'carrier-jazz', name: 'Jazz' },
    { id: 'carrier-telenor', name: 'Telenor' },
  ],
  operators: [{ id: 'operator-platform', name: 'PGW' }],
};

/** The whole ServicesPort in memory, with demo services; a test replaces any method through `overrides`. */
export class InMemoryServicesAdapter implements ServicesPort {
  private rows: ServiceDetails[] = [
    {
      id: 'service-1',
      serviceId: '10001',
      merchantName: 'Demo Merchant',
      name: 'demo-easypaisa',
      provider: 'Easypaisa',
      active: true,
      createdDate: '2026-09-01T07:00:00.000Z',
      draft: demoDraft('merchant-demo', 'demo-easypaisa', { epStoreConfig: demoStores.slice(0, 1) }),
    },
    {
      id: 'service-2',
      serviceId: '10002',
      merchantName: 'Game Zone',
      name: 'games-loans',
      provider: 'Easypaisa',
      active: false,
      createdDate: '2026-08-15T07:00:00.000Z',
      draft: demoDraft('merchant-games', 'games-loans', { serviceType: 'Loan', price: decimal('0') }),
    },
  ];

  constructor(private readonly overrides: Partial<ServicesPort> = {}) {}

  async pageServices(window: GridWindow): Promise<GridPage<ServiceSummary>> {
    if (this.overrides.pageServices) return this.overrides.pageServices(window);
    return pageOfList(
      this.rows.map(({ draft: _draft, ...summary }) => summary),
      window,
    );
  }

  async service(id: string): Promise<ServiceDetails> {
    if (this.overrides.service) return this.overrides.service(id);
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError(appErrorCodes.notFound, 'Service not found');
    return row;
  }

  async formChoices(): Promise<ServiceFormChoices> {
    if (this.overrides.formChoices) return this.overrides.formChoices();
    return choices;
  }

  async storesOf(epServiceName: string): Promise<ServiceStore[]> {
    if (this.overrides.storesOf) return this.overrides.storesOf(epServiceName);
    return demoStores.filter((store) => store.epServiceName === epServiceName);
  }

  async createService(draft: ServiceDraft): Promise<ServiceSummary> {
    if (this.overrides.createService) return this.overrides.createService(draft);
    this.refuseUsedName(draft, null);
    const merchantName = choices.merchants.find((merchant) => merchant.id === draft.merchant)?.name ?? draft.merchant;
    const created: ServiceDetails = {
      id: `service-${this.rows.length + 1}`,
      serviceId: String(10001 + this.rows.length),
      merchantName,
      name: draft.serviceName,
      provider: draft.serviceProvider,
      active: true,
      createdDate: new Date().toISOString(),
      draft,
    };
    this.rows = [created, ...this.rows];
    return created;
  }

  async updateService(id: string, draft: ServiceDraft): Promise<ServiceSummary> {
    if (this.overrides.updateService) return this.overrides.updateService(id, draft);
    const current = await this.service(id);
    this.refuseUsedName(draft, id);
    const updated = { ...current, name: draft.serviceName, provider: draft.serviceProvider, draft };
    this.rows = this.rows.map((row) => (row.id === id ? updated : row));
    return updated;
  }

  async setStatus(id: string, active: boolean): Promise<ServiceSummary> {
    if (this.overrides.setStatus) return this.overrides.setStatus(id, active);
    const updated = { ...(await this.service(id)), active };
    this.rows = this.rows.map((row) => (row.id === id ? updated : row));
    return updated;
  }

  private refuseUsedName(draft: ServiceDraft, id: string | null): void {
    const used = this.rows.some((row) => row.id !== id && row.draft.merchant === draft.merchant && row.name.toLowerCase() === draft.serviceName.toLowerCase());
    if (used) throw new AppError('conflict', 'This merchant already has a service with this name', 'serviceName');
  }
}
