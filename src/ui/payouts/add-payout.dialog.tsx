import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPayoutFailure } from '../../application/payouts/add-payout.machine';
import type { NewPayoutRequest } from '../../application/payouts/payouts.port';
import { payoutBanks } from '../../domain/payouts/payout-request';
import { addPayoutFormDefaults, addPayoutFormSchema, type AddPayoutFormValues } from '../../forms/add-payout.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { ChoiceControl, NumberControl, TextControl } from '../kit/form-controls';
import { FormField } from '../kit/form-field';
import { moneyText } from '../kit/formatters';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';

interface ChosenMerchant {
  id: string;
  name: string;
}

function MerchantChoice({ value, onChange, error }: { value: string | null; onChange: (merchant: ChosenMerchant) => void; error: boolean }) {
  const { t } = useTranslation();
  const lookups = useArea('lookups');
  const merchants = useRemoteData('payout-merchants', () => lookups.merchants());
  const options = (merchants.data ?? []).map((merchant) => ({ value: merchant.id, label: merchant.name }));
  return (
    <FormField id="payout-merchant" label={t('payouts.add.merchant')} error={error ? t('payouts.add.merchantRequired') : undefined}>
      <Dropdown
        inputId="payout-merchant"
        value={value}
        options={options}
        onChange={(event) => {
          const id = event.value as string;
          onChange({ id, name: options.find((option) => option.value === id)?.label ?? id });
        }}
        placeholder={t('payouts.add.merchantPlaceholder')}
        filter
        loading={merchants.loading}
        invalid={error}
      />
    </FormField>
  );
}

/**
 * spec 3 §2 Add-payout dialog: step 1 the form (one zod schema with the server: spec 3 §5), step 2
 * the review, then submit through the add-payout machine; the new loan id with Close, or the error.
 */
export function AddPayoutDialog({ chooseMerchant, onClose }: { chooseMerchant: boolean; onClose: (added: boolean) => void }) {
  const { t } = useTranslation();
  const payouts = useArea('payouts');
  const actor = useActorRef(payouts.addPayoutMachine);
  const step = useSelector(actor, (snapshot) => snapshot.value);
  const { values: request, result, error } = useSelector(actor, (snapshot) => snapshot.context);
  const loanId = result?.loanId ?? null;
  const form = useZodForm(addPayoutFormSchema, addPayoutFormDefaults);
  const [merchant, setMerchant] = useState<ChosenMerchant | null>(null);
  const [merchantMissing, setMerchantMissing] = useState(false);

  const accept = (values: AddPayoutFormValues) => {
    if (chooseMerchant && merchant === null) {
      setMerchantMissing(true);
      return;
    }
    const next: NewPayoutRequest = { ...values, ...(chooseMerchant && merchant !== null ? { merchantId: merchant.id } : {}) };
    actor.send({ type: 'submit.review', values: next });
  };
  const close = () => {
    actor.send({ type: 'submit.close' });
    onClose(loanId !== null);
  };
  const c = (key: string) => t(`payouts.fields.${key}`);
  const stepLabel =
    step === 'editing'
      ? t('payouts.add.step1')
      : step === 'reviewing' || step === 'submitting' || step === 'failed'
        ? t('payouts.add.step2')
        : t('payouts.add.done');

  const footer =
    step === 'editing' ? (
      <div className="payouts-dialog__actions">
        <Button type="button" label={t('payouts.add.cancel')} outlined onClick={close} />
        <Button type="submit" form="add-payout-form" label={t('payouts.add.next')} icon="pi pi-arrow-right" iconPos="right" />
      </div>
    ) : step === 'done' ? (
      <div className="payouts-dialog__actions">
        <Button type="button" label={t('payouts.add.close')} onClick={close} autoFocus />
      </div>
    ) : (
      <div className="payouts-dialog__actions">
        <Button
          type="button"
          label={t('payouts.add.back')}
          outlined
          onClick={() => actor.send({ type: step === 'failed' ? 'submit.back' : 'submit.edit' })}
          disabled={step === 'submitting'}
        />
        <Button
          type="button"
          label={t('payouts.add.submit')}
          icon="pi pi-check"
          loading={step === 'submitting'}
          onClick={() => actor.send({ type: step === 'failed' ? 'submit.retry' : 'submit.confirm' })}
        />
      </div>
    );

  return (
    <Dialog
      header={`${t('payouts.add.title')} · ${stepLabel}`}
      visible
      onHide={close}
      footer={footer}
      className="payouts-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '40rem' }}
    >
      {step === 'editing' && (
        <form id="add-payout-form" className="kit-form payouts-form" onSubmit={form.handleSubmit(accept)} noValidate>
          {chooseMerchant && (
            <MerchantChoice
              value={merchant?.id ?? null}
              error={merchantMissing}
              onChange={(chosen) => {
                setMerchant(chosen);
                setMerchantMissing(false);
              }}
            />
          )}
          <TextControl control={form.control} name="merchantOrderId" label={c('merchantOrderId')} ltr />
          <NumberControl control={form.control} name="amount" label={c('amount')} suffix="PKR" />
          <TextControl control={form.control} name="certName" label={c('certName')} />
          <TextControl control={form.control} name="certId" label={c('certId')} ltr />
          <ChoiceControl control={form.control} name="payoutType" label={c('payoutType')} options={[{ value: 'WALLET', label: 'WALLET' }]} />
          <ChoiceControl control={form.control} name="bankName" label={c('bankName')} options={payoutBanks.map((bank) => ({ value: bank, label: bank }))} />
          <TextControl control={form.control} name="msisdn" label={c('msisdn')} placeholder="03xxxxxxxxx" ltr />
          <TextControl control={form.control} name="bankNo" label={c('bankNo')} placeholder="03xxxxxxxxx" ltr />
          <TextControl control={form.control} name="beneficiaryEmail" label={c('beneficiaryEmail')} ltr />
          <TextControl control={form.control} name="description" label={c('description')} className="kit-form__wide" />
        </form>
      )}
      {step !== 'editing' && step !== 'done' && request !== null && (
        <dl className="payouts-review" aria-label={t('payouts.add.step2')}>
          {chooseMerchant && merchant !== null && (
            <div className="payouts-review__item">
              <dt>{t('payouts.add.merchant')}</dt>
              <dd>{merchant.name}</dd>
            </div>
          )}
          {(['merchantOrderId', 'certName', 'certId', 'payoutType', 'bankName', 'msisdn', 'bankNo', 'beneficiaryEmail', 'description'] as const).map((key) => (
            <div key={key} className="payouts-review__item">
              <dt>{c(key)}</dt>
              <dd>
                <Ltr>{request[key] || '—'}</Ltr>
              </dd>
            </div>
          ))}
          <div className="payouts-review__item">
            <dt>{c('amount')}</dt>
            <dd>
              <Ltr>PKR {moneyText(request.amount)}</Ltr>
            </dd>
          </div>
        </dl>
      )}
      {step === 'failed' && <Message severity="error" className="payouts-dialog__message" text={addPayoutFailure(error)} />}
      {step === 'done' && (
        <div className="payouts-done" role="status">
          <i className="pi pi-check-circle" aria-hidden="true" />
          <p>{t('payouts.add.added')}</p>
          <p className="payouts-done__id">
            {t('payouts.fields.loanId')}: <Ltr>{loanId}</Ltr>
          </p>
        </div>
      )}
    </Dialog>
  );
}
