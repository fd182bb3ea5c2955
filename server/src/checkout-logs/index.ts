/**
 * The checkout log's published interface: the only file of this area other areas import
 * (.dependency-cruiser.cjs, rule `published-interface-checkout-logs`). Every row of `checkout_logs` is written here.
 */
export { writeCheckoutLog, writeWalletExchange, type CheckoutLogEntry } from './checkout-log-writer';
