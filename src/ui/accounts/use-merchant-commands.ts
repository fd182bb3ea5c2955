import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Merchant, MerchantKeys } from '../../application/accounts/merchants.port';
import { asAppError } from '../../application/errors/app-error';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { dateTimeText } from '../kit/formatters';
import { useNotify } from '../kit/use-notify';

type Update = (change: (rows: Merchant[]) => Merchant[]) => void;

/** The grid's row commands: status toggle, delete, the Confidential reveal and its key rotation (spec 2 §2.2, §4, §8). */
export function useMerchantCommands(update: Update) {
  const { t } = useTranslation();
  const merchants = useArea('merchants');
  const notify = useNotify();
  const [busy, setBusy] = useState<string | null>(null);
  const failed = (problem: unknown) => {
    const error = asAppError(problem);
    // spec 2 §8: 'Oops... Something went wrong'; the server's reason follows when it gives one.
    const reason = error.code === 'unexpected' ? '' : ` ${errorMessageOf(t, error)}`;
    notify.error(`${t('errors.unexpected')}.${reason}`, { summary: t('accounts.oops') });
  };

  async function run<T>(merchant: Pick<Merchant, 'id'>, work: () => Promise<T>): Promise<T | null> {
    setBusy(merchant.id);
    try {
      return await work();
    } catch (problem) {
      failed(problem);
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function toggle(merchant: Merchant): Promise<void> {
    const action = t(`accounts.status.action.${merchant.status === 'Active' ? 'Inactive' : 'Active'}`);
    const accepted = await notify.confirm({
      header: t('accounts.status.confirmTitle', { action }),
      message: t('accounts.status.confirmMessage', { action, name: merchant.name }),
      acceptLabel: action,
    });
    if (!accepted) return;
    const updated = await run(merchant, () => merchants.toggleStatus(merchant));
    if (updated) update((rows) => rows.map((row) => (row.id === updated.id ? updated : row)));
  }

  async function remove(merchant: Merchant): Promise<void> {
    // spec 2 §4: the delete confirmation's exact texts.
    const accepted = await notify.confirm({
      header: t('accounts.delete.title'),
      message: t('accounts.delete.message'),
      acceptLabel: t('accounts.delete.accept'),
      rejectLabel: t('accounts.delete.reject'),
      danger: true,
    });
    if (!accepted) return;
    const done = await run(merchant, async () => {
      await merchants.remove(merchant.id);
      return true;
    });
    if (!done) return;
    update((rows) => rows.filter((row) => row.id !== merchant.id));
    notify.success(t('accounts.merchants.deleted'), { summary: t('accounts.delete.done') });
  }

  const reveal = (merchant: Merchant): Promise<MerchantKeys | null> => run(merchant, () => merchants.revealKeys(merchant.id));

  /** docs/decisions/0047-backups-and-key-rotation.md: confirmed with the instant the old key stops working; answers the keys with the new one. */
  async function rotateKey(keys: MerchantKeys): Promise<MerchantKeys | null> {
    const until = dateTimeText(merchants.overlapEndIfRotatedAt(keys, new Date()));
    const accepted = await notify.confirm({
      header: t('accounts.confidential.rotate.title', { name: keys.name }),
      message: t('accounts.confidential.rotate.message', { until, count: keys.keyOverlapHours }),
      acceptLabel: t('accounts.confidential.rotate.accept'),
      rejectLabel: t('accounts.confidential.rotate.reject'),
      danger: true,
    });
    if (!accepted) return null;
    const rotated = await run(keys, () => merchants.rotateSecretKey(keys.id));
    if (rotated) notify.success(t('accounts.confidential.rotate.done'));
    return rotated;
  }

  return { busy, toggle, remove, reveal, rotateKey };
}
