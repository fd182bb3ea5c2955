import { useArea } from '../../infrastructure/di/use-cases-context';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';

export interface OrganisationOption {
  id: string;
  name: string;
  kind: 'platform' | 'operator' | 'merchant';
}

/**
 * Platform staff see every organisation's roles and may create one for any organisation: the
 * operators and merchants they can name. Everyone else gets an empty list and no call.
 */
export function useOrganisations(platformId: string | undefined) {
  const lookups = useArea('lookups');
  const { isPlatform } = useCan();
  return useRemoteData(`organisations:${isPlatform}`, async (): Promise<OrganisationOption[]> => {
    if (!isPlatform) return [];
    const [operators, merchants] = await Promise.all([lookups.operators(), lookups.merchants()]);
    return [
      ...operators.map((operator) => ({
        id: operator.id,
        name: operator.name,
        kind: operator.id === platformId ? ('platform' as const) : ('operator' as const),
      })),
      ...merchants.map((merchant) => ({ id: merchant.id, name: merchant.name, kind: 'merchant' as const })),
    ];
  });
}
