import type { Decimal } from '../../domain/money/decimal';
import type { Money } from '../../domain/money/money';
import type { GridPage, GridWindow } from '../../domain/shared/grid-page';
import type { PaymentMethod, ServiceCountry, ServiceProvider, ServiceType } from '../../domain/services/service-catalogue';
import type { VoucherConfig } from '../../domain/services/voucher-config';

// spec 2 §3 Service. Every figure is exact, as the form's schema read it once (at most two decimals,
// docs/decisions/0015-catalogue.md): prices, charges and shares as decimals (a service's currency
// may be one the portal does not know), a linked store's balance as rupees.

/** spec 2 §3 epPerTransactionValues / jcPerTransactionValues. */
export interface TransactionCharge {
  value: Decimal;
  percentage: boolean;
}

/** spec 2 §3 epStoreConfig: a linked Easypaisa store (the key is left out for merchant users). */
export interface ServiceStore {
  _id: string;
  name: string;
  epStoreId: string;
  epStoreKey: string;
  epStoreAccountNumber: string;
  epServiceName: string;
  balance: Money;
}

/** Every field of spec 2 §3 Service the form edits, under the specification's names. */
export interface ServiceDraft {
  country: ServiceCountry;
  merchant: string;
  serviceProvider: ServiceProvider;
  serviceName: string;
  epServiceName: string | null;
  jcServiceName: string | null;
  ccServiceName: string | null;
  operatorName: string | null;
  subscriptionFrequency: string | null;
  currency: string;
  freshWalletsAllowed: boolean;
  packages: { d?: Decimal | null; w?: Decimal | null; m?: Decimal | null; y?: Decimal | null; oneTime?: Decimal | null } | null;
  price: Decimal;
  disbursementAmount: Decimal | null;
  autoDisburse: boolean;
  perTransactionCharge: Decimal | null;
  epPerTransactionCharge: Decimal | null;
  epPerTransactionValues: TransactionCharge | null;
  jcPerTransactionValues: TransactionCharge | null;
  serviceType: ServiceType;
  notificationApi: string | null;
  tokenApi: string | null;
  clickIdApi: string | null;
  portalUrl: string | null;
  carrierShare: Decimal;
  merchantShare: Decimal;
  platformShare: Decimal;
  payoutShare: Decimal;
  payoutShareChecked: boolean;
  paymentMethods: PaymentMethod[];
  voucherConfig: VoucherConfig<Decimal> | null;
  epStoreConfig: ServiceStore[];
}

/** A service as the list shows it (spec 2 §2.5). */
export interface ServiceSummary {
  id: string;
  serviceId: string;
  merchantName: string;
  name: string;
  provider: string;
  /** spec 2 §4: shown Active (true) or Suspended (false). */
  active: boolean;
  createdDate: string;
}

/** One service for its form: the summary and every edited field. */
export interface ServiceDetails extends ServiceSummary {
  /** Merchant users get the linked stores without their key (blank here); their saves leave stores alone. */
  draft: ServiceDraft;
}

export interface Named {
  id: string;
  name: string;
}

/** spec 2 §7: the service form's lookup. */
export interface ServiceFormChoices {
  merchants: Named[];
  carriers: Named[];
  operators: Named[];
}

/** spec 2 §7 Services, and the stores the form picks from (spec 2 §4). */
export interface ServicesPort {
  /** One page of the grid, newest first (docs/decisions/0027-administration-grids.md). */
  pageServices(window: GridWindow): Promise<GridPage<ServiceSummary>>;
  service(id: string): Promise<ServiceDetails>;
  formChoices(): Promise<ServiceFormChoices>;
  /** The stores of one Easypaisa service (platform staff only). */
  storesOf(epServiceName: string): Promise<ServiceStore[]>;
  createService(draft: ServiceDraft): Promise<ServiceSummary>;
  updateService(id: string, draft: ServiceDraft): Promise<ServiceSummary>;
  setStatus(id: string, active: boolean): Promise<ServiceSummary>;
}
