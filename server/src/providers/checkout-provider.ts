import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import { basePrefixes } from '../http/base-prefixes';
import type { CheckoutProviderPort } from './checkout-provider.port';
import { CheckoutSandboxAdapter } from './checkout.sandbox-adapter';
import { withFaults, type FaultPlan } from './faulty-provider';

/**
 * docs/spec/decisions.md §4: the one place that picks the checkout's payment provider (the sandbox
 * here, misbehaving only when SANDBOX_FAULTS asks); the checkout pays through it and reconciliation
 * gives orphan charges back through it.
 */
export function checkoutProvider(db: Kysely<DatabaseSchema>, faults: FaultPlan | undefined): CheckoutProviderPort {
  return withFaults<CheckoutProviderPort>(new CheckoutSandboxAdapter(db, basePrefixes.paymentGateway), faults);
}
