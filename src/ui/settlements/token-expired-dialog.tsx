import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pathTo } from '../routing/paths';

/** spec 1 §4 and §8: Token-Expired / Invalid-Token on the settlement fetch; confirm goes to /logout. */
export function TokenExpiredDialog({ message }: { message: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = () => navigate(pathTo('logout'), { replace: true });
  return (
    <Dialog
      header={
        <span className="settlement-dialog__title">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t('settlements.tokenDialog.title')}
        </span>
      }
      visible={message !== null}
      onHide={confirm}
      closable={false}
      modal
      style={{ width: 'min(420px, 92vw)' }}
      footer={<Button label={t('settlements.tokenDialog.confirm')} icon="pi pi-check" onClick={confirm} autoFocus />}
    >
      <p className="settlement-dialog__message">{message}</p>
    </Dialog>
  );
}
