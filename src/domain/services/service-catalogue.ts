// spec 2 §9: the constants the service and store forms offer, one list for the portal and the server.

/** spec 2 §9: Easypaisa services, each with the suffix '-easypaisa'. */
export const easypaisaServiceNames = ['walee', 'multiverse', 'techlets', 'hashir', 'elohim', 'adonai'].map((name) => `${name}-easypaisa`) as readonly string[];

/** spec 2 §9: Jazzcash services (the specification gives them without a suffix). */
export const jazzcashServiceNames: readonly string[] = ['walee', 'multiverse', 'hashir', 'adonai', 'elohim', 'teal-tech'];

/** spec 2 §9: credit card services. */
export const creditCardServiceNames: readonly string[] = ['stripe', 'hashir-credit-card'];

/** spec 2 §3: the service provider defaults to Easypaisa. */
export const serviceProviders = ['Easypaisa', 'Jazzcash', 'Credit Card'] as const;
export type ServiceProvider = (typeof serviceProviders)[number];
export const defaultServiceProvider: ServiceProvider = 'Easypaisa';

/** spec 2 §9. */
export const serviceTypes = ['Loan', 'Voucher', 'Others'] as const;
export type ServiceType = (typeof serviceTypes)[number];

/** spec 2 §9: countries of the merchant and service forms (Egypt included). */
export const serviceCountries = ['Pakistan', 'China', 'Singapore', 'Malaysia', 'United Kingdom', 'United States', 'Egypt'] as const;
export type ServiceCountry = (typeof serviceCountries)[number];

/** spec 3 §3 Payment session: the methods a hosted checkout may offer. */
export const paymentMethods = ['Easypaisa', 'Jazzcash', 'Credit Card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * spec 2 §4: payment method toggles depend on the country. The two wallets are Pakistani
 * (docs/spec/decisions.md §4), so only Pakistan offers them; every country takes cards.
 */
export function paymentMethodsFor(country: string): readonly PaymentMethod[] {
  return country === 'Pakistan' ? paymentMethods : ['Credit Card'];
}
