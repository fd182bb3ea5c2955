import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../i18n/error-message';
import type { RemoteData } from '../kit/use-remote-data';
import { PermissionDenied } from './account-page';
import { LoadingState } from '../kit/loading-state';

/**
 * What a merchant or carrier screen shows until its record is there: 'Permission Denied' without
 * the right (spec 2 §6), the load failure (spec 2 §8), a spinner; then the screen's own content.
 */
export function AccountRecordGate<Record>({
  allowed,
  record,
  children,
}: {
  allowed: boolean;
  record: RemoteData<Record>;
  children: (loaded: NonNullable<Record> | null) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!allowed) return <PermissionDenied />;
  if (record.error) return <Message severity="error" text={errorMessageOf(t, record.error)} className="accounts-message" />;
  if (record.loading || record.data === undefined) {
    return <LoadingState label={t('accounts.loading')} />;
  }
  return <>{children(record.data ?? null)}</>;
}
