import { isTokenFailure } from '../../application/errors/app-error';
import { useRemoteData } from '../kit/use-remote-data';

/**
 * A settlement screen's fetch. spec 1 §4 and §8: Token-Expired or Invalid-Token on a settlement
 * fetch shows an info dialog with the server's message, so that failure is told apart.
 */
export function useSettlementData<T>(key: string, fetch: () => Promise<T>) {
  const remote = useRemoteData(key, fetch);
  const tokenMessage = remote.error && isTokenFailure(remote.error) ? remote.error.message : null;
  const failure = remote.error && tokenMessage === null ? remote.error : null;
  return { ...remote, tokenMessage, failure };
}
