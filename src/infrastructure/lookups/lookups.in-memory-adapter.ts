import type { LookupsPort, MerchantSummary, OperatorSummary } from '../../application/lookups/lookups.port';

const demoMerchants: MerchantSummary[] = [
  { id: 'merchant-demo', name: 'Demo Merchant', country: 'PK', currency: 'PKR', active: true },
  { id: 'merchant-games', name: 'Game Zone', country: 'PK', currency: 'PKR', active: true },
  { id: 'merchant-nile', name: 'Nile Market', country: 'EG', currency: 'EGP', active: false },
];

const demoOperators: OperatorSummary[] = [
  { id: 'operator-platform', name: 'PGW', kind: 'Operator' },
  { id: 'carrier-jazz', name: 'Jazz', kind: 'Carrier' },
  { id: 'carrier-telenor', name: 'Telenor', kind: 'Carrier' },
];

/** The whole LookupsPort in memory; a test replaces any method through `overrides`. */
export class InMemoryLookupsAdapter implements LookupsPort {
  constructor(private readonly overrides: Partial<LookupsPort> = {}) {}

  async merchants(): Promise<MerchantSummary[]> {
    if (this.overrides.merchants) return this.overrides.merchants();
    return demoMerchants.map((merchant) => ({ ...merchant }));
  }

  async operators(): Promise<OperatorSummary[]> {
    if (this.overrides.operators) return this.overrides.operators();
    return demoOperators.map((operator) => ({ ...operator }));
  }
}
