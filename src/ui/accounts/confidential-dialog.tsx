import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import type { MerchantKeys } from '../../application/accounts/merchants.port';
import { dateTimeText } from '../kit/formatters';

const keyFields = ['sid', 'publicKey', 'privateKey', 'token', 'base64'] as const;

/** Copies through the Clipboard API, or the older selection command where it is not allowed. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('copy refused');
  }
}

interface ConfidentialDialogProps {
  keys: MerchantKeys | null;
  onHide: () => void;
  onCopied: () => void;
  onCopyFailed: () => void;
  /** Asks for a new secret key (docs/decisions/0047-backups-and-key-rotation.md); null for staff who may not change the merchant. */
  onRotate: ((keys: MerchantKeys) => void) | null;
  rotating: boolean;
}

/**
 * spec 2 §2.2 Confidential: SID, public and private key, token and base64(sid:token), each copyable;
 * and the secret key's rotation, with until when the key it replaced still works.
 */
export function ConfidentialDialog({ keys, onHide, onCopied, onCopyFailed, onRotate, rotating }: ConfidentialDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      header={keys ? t('accounts.confidential.title', { name: keys.name }) : ''}
      visible={keys !== null}
      onHide={onHide}
      className="accounts-keys"
      breakpoints={{ '640px': '95vw' }}
      style={{ width: '40rem' }}
      dismissableMask
    >
      {keys && (
        <dl className="accounts-keys__list">
          {keyFields.map((field) => (
            <div key={field} className="accounts-keys__row">
              <dt id={`key-${field}`}>{t(`accounts.confidential.${field}`)}</dt>
              <dd>
                <code dir="ltr">{keys[field]}</code>
                <Button
                  type="button"
                  icon="pi pi-copy"
                  text
                  rounded
                  aria-label={t('accounts.confidential.copy', { what: t(`accounts.confidential.${field}`) })}
                  tooltip={t('accounts.confidential.copyShort')}
                  tooltipOptions={{ position: 'top' }}
                  onClick={() => copyText(keys[field]).then(onCopied, onCopyFailed)}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {keys && (
        <div className="accounts-keys__rotation">
          <p className="accounts-keys__overlap" role="status">
            {keys.previousKeyValidUntil === null
              ? t('accounts.confidential.rotate.noOverlap')
              : t('accounts.confidential.rotate.overlap', { until: dateTimeText(keys.previousKeyValidUntil) })}
          </p>
          {onRotate && (
            <Button
              type="button"
              icon="pi pi-sync"
              label={t('accounts.confidential.rotate.button')}
              severity="warning"
              outlined
              loading={rotating}
              onClick={() => onRotate(keys)}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
