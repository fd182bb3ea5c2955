// docs/spec/decisions.md §2: who the users are and what rows they may see.
export const userTypes = ['Admin', 'Operator', 'Merchant'] as const;
export type UserType = (typeof userTypes)[number];

/** The organisation a user belongs to, resolved from userType, userTypeId and the operator record. */
export type OrganisationScope = { kind: 'platform'; operatorId: string } | { kind: 'carrier'; operatorId: string } | { kind: 'merchant'; merchantId: string };

export type OrganisationKind = OrganisationScope['kind'];

export interface OrganisationFacts {
  userType: UserType;
  userTypeId: string;
  /** True when userTypeId names the operator record marked as the platform. */
  belongsToPlatformRecord: boolean;
}

/**
 * Admin users are platform staff; Operator users are platform staff when their operator record
 * is the platform, otherwise staff of that carrier; Merchant users belong to their merchant.
 */
export function scopeOf(facts: OrganisationFacts): OrganisationScope {
  switch (facts.userType) {
    case 'Admin':
      return { kind: 'platform', operatorId: facts.userTypeId };
    case 'Operator':
      return facts.belongsToPlatformRecord ? { kind: 'platform', operatorId: facts.userTypeId } : { kind: 'carrier', operatorId: facts.userTypeId };
    case 'Merchant':
      return { kind: 'merchant', merchantId: facts.userTypeId };
  }
}

export function isPlatformStaff(scope: OrganisationScope | OrganisationKind): boolean {
  return (typeof scope === 'string' ? scope : scope.kind) === 'platform';
}

/**
 * The merchant whose rows a scoped query must be limited to, or null when the scope sees every
 * merchant (platform staff). Carrier staff see no merchant's private rows.
 */
export function merchantFilterOf(scope: OrganisationScope): { merchantId: string } | 'all' | 'none' {
  if (scope.kind === 'platform') return 'all';
  if (scope.kind === 'merchant') return { merchantId: scope.merchantId };
  return 'none';
}
