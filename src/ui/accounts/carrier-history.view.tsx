import { useTranslation } from 'react-i18next';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { useCan } from '../kit/use-can';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { PermissionDenied } from './account-page';
import { AccountHistoryView } from './account-history.view';

/** spec 2 §2.3 /carriers/history/{carrierId}. */
export function CarrierHistoryView() {
  const { t } = useTranslation();
  const carriers = useArea('carriers');
  const { carrierId } = useScreenParams('carrierHistory');
  if (!useCan().can(['CarrierManagement', 'viewAll'])) return <PermissionDenied />;
  return <AccountHistoryView id={carrierId} load={carriers.history} icon="pi-history" back={{ to: pathTo('carriers'), label: t('accounts.carriers.title') }} />;
}
