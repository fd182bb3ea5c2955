export interface MerchantSummary {
  id: string;
  name: string;
  country: string;
  currency: string;
  active: boolean;
}

export interface OperatorSummary {
  id: string;
  name: string;
  kind: 'Carrier' | 'Operator';
}

/** Lists the filters and forms of later screens choose from (spec 1 §7, spec 2 §7). */
export interface LookupsPort {
  /** Merchants the caller may see: all for platform staff, only its own for a merchant user. */
  merchants(): Promise<MerchantSummary[]>;
  operators(): Promise<OperatorSummary[]>;
}
