/**
 * The payout ledger's published interface: the only file of this module other folders import
 * (.dependency-cruiser.cjs, rule `published-interface-payout-ledger`). A payout account's balance changes only
 * through `PayoutLedger` (docs/decisions/0022-payout-ledger.md).
 */
export { PayoutLedger, type LedgerPosted, type LedgerPostingRequest } from './payout-ledger';
