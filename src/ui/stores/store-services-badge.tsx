import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../application/stores/stores.port';
import { Ltr } from '../common/ltr';

/** spec 2 §2.4: a services count badge that opens a modal listing the service names. */
export function StoreServicesBadge({ store }: { store: Store }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = store.serviceNames.length;
  return (
    <>
      <Button
        type="button"
        className="stores-badge"
        label={String(count)}
        icon="pi pi-th-large"
        rounded
        size="small"
        severity={count === 0 ? 'secondary' : 'info'}
        outlined={count === 0}
        aria-label={t('stores.servicesOf', { count, name: store.name })}
        onClick={() => setOpen(true)}
      />
      <Dialog header={t('stores.servicesTitle', { name: store.name })} visible={open} onHide={() => setOpen(false)} className="stores-dialog" dismissableMask>
        {count === 0 ? (
          <p className="stores-dialog__empty">{t('stores.noServices')}</p>
        ) : (
          <ul className="stores-dialog__list">
            {store.serviceNames.map((name) => (
              <li key={name}>
                <i className="pi pi-th-large" aria-hidden="true" />
                <Ltr>{name}</Ltr>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}
