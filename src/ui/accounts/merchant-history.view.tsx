import { useTranslation } from 'react-i18next';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { useCan } from '../kit/use-can';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { PermissionDenied } from './account-page';
import { AccountHistoryView } from './account-history.view';

/** spec 2 §2.2 /merchants/history/{merchantId}. */
export function MerchantHistoryView() {
  const { t } = useTranslation();
  const merchants = useArea('merchants');
  const { merchantId } = useScreenParams('merchantHistory');
  if (!useCan().can(['MerchentManagement', 'viewAll'])) return <PermissionDenied />;
  return (
    <AccountHistoryView id={merchantId} load={merchants.history} icon="pi-history" back={{ to: pathTo('merchants'), label: t('accounts.merchants.title') }} />
  );
}
