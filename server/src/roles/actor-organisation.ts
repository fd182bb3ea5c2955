import type { OrganisationScope } from '../../../src/domain/organisation/organisation-scope';

/**
 * docs/spec/decisions.md §2: the id of the organisation a scope belongs to, as users and roles store it in
 * `user_type_id` (the platform's and carriers' operator record, or the merchant).
 */
export function organisationIdOf(scope: OrganisationScope): string {
  return scope.kind === 'merchant' ? scope.merchantId : scope.operatorId;
}
