import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../application/errors/app-error';
import { voucherRateFormSchema } from '../../forms/voucher-rate.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { NumberControl } from '../kit/form-controls';
import { dateTimeText, rateText } from '../kit/formatters';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';

/** spec 3 §2 /vouchers exchange-rate box: the current USD rate, its history and, for staff with Vouchers.addRate, Add rate. */
export function ExchangeRateBox() {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const { canAsPlatform } = useCan();
  const notify = useNotify();
  const rates = useRemoteData('rates', () => vouchers.rates());
  const [showHistory, setShowHistory] = useState(false);
  const form = useZodForm(voucherRateFormSchema, { currency: 'USD' });
  const current = rates.data?.current ?? null;

  const add = form.handleSubmit(async (values) => {
    try {
      const added = await vouchers.addRate(values.rate);
      notify.success(t('vouchers.rate.added', { rate: rateText(added.rate) }));
      form.reset({ currency: 'USD' });
      rates.reload();
    } catch (problem) {
      notify.error(errorMessageOf(t, asAppError(problem)), { summary: t('vouchers.rate.addFailed') });
    }
  });

  return (
    <section className="kit-card vouchers-rate" aria-labelledby="vouchers-rate-title">
      <h2 id="vouchers-rate-title">{t('vouchers.rate.title')}</h2>
      {current ? (
        <p className="vouchers-rate__current">
          <Ltr>
            1 USD = <strong>{rateText(current.rate)}</strong> PKR
          </Ltr>
          <span className="vouchers-muted">{t('vouchers.rate.since', { date: dateTimeText(current.createdAt), who: current.createdBy ?? '—' })}</span>
        </p>
      ) : (
        <p className="vouchers-muted">{rates.loading ? t('vouchers.loading') : t('vouchers.rate.none')}</p>
      )}
      {canAsPlatform(['Vouchers', 'addRate']) && (
        <form className="vouchers-rate__form" onSubmit={(event) => void add(event)} aria-label={t('vouchers.rate.add')}>
          <NumberControl control={form.control} name="rate" label={t('vouchers.rate.rate')} suffix="PKR" />
          <Button type="submit" icon="pi pi-plus" label={t('vouchers.rate.add')} loading={form.formState.isSubmitting} />
        </form>
      )}
      {(rates.data?.history.length ?? 0) > 1 && (
        <>
          <Button
            type="button"
            text
            size="small"
            icon={showHistory ? 'pi pi-chevron-up' : 'pi pi-history'}
            label={t('vouchers.rate.history')}
            onClick={() => setShowHistory((v) => !v)}
            aria-expanded={showHistory}
          />
          {showHistory && (
            <ol className="vouchers-rate__history">
              {rates.data?.history.map((rate) => (
                <li key={rate.id}>
                  <Ltr>{rateText(rate.rate)}</Ltr> <span className="vouchers-muted">{dateTimeText(rate.createdAt)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
