/**
 * The auto-jobs area's published interface: the only file of this area another area imports
 * (.dependency-cruiser.cjs, rule `published-interface-auto-jobs`). The payout worker reads here whether each
 * provider's auto payment is started.
 */
export { AutoPayoutJobs } from './auto-payout-jobs';
