import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { NumberControl } from '../kit/form-controls';
import { ChargeKindControl, SwitchControl } from './service-choice-controls';
import type { ServiceFormApi } from './service-form-values';

/**
 * spec 2 §3 shares and disbursement. These are commercial terms agreed with the platform: a merchant
 * user sees them but cannot change them (docs/decisions/0015-catalogue.md).
 */
export function ServiceTermsSection({ form, isPlatform }: { form: ServiceFormApi; isPlatform: boolean }) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const l = (key: string) => t(`services.form.${key}`);
  const locked = !isPlatform;
  const [payoutShareChecked, autoDisburse] = useWatch({ control, name: ['payoutShareChecked', 'autoDisburse'] });
  return (
    <>
      <fieldset className="kit-form__section">
        <legend>{l('shares')}</legend>
        {locked && <p className="service-form__note kit-form__wide">{l('termsLocked')}</p>}
        <NumberControl control={control} name="carrierShare" label={l('carrierShare')} suffix="%" disabled={locked} />
        <NumberControl control={control} name="merchantShare" label={l('merchantShare')} suffix="%" disabled={locked} />
        <NumberControl control={control} name="platformShare" label={l('platformShare')} suffix="%" disabled={locked} />
        <SwitchControl
          form={form}
          name="payoutShareChecked"
          label={l('payoutShareChecked')}
          disabled={locked}
          onToggled={() => void form.trigger('payoutShare')}
        />
        {/* spec 2 §4: the payout share input is enabled only while its checkbox is on. */}
        <NumberControl control={control} name="payoutShare" label={l('payoutShare')} suffix="%" disabled={locked || payoutShareChecked !== true} />
      </fieldset>
      <fieldset className="kit-form__section">
        <legend>{l('disbursement')}</legend>
        <NumberControl control={control} name="disbursementAmount" label={l('disbursementAmount')} disabled={locked} />
        <SwitchControl
          form={form}
          name="autoDisburse"
          label={l('autoDisburse')}
          disabled={locked}
          onToggled={(on) => {
            // spec 2 §4: turning auto-disburse on reveals the per-transaction charges; off drops them.
            setValue('epPerTransactionValues', on ? { value: 0, percentage: false } : null);
            setValue('jcPerTransactionValues', on ? { value: 0, percentage: false } : null);
            if (!on) {
              setValue('perTransactionCharge', null);
              setValue('epPerTransactionCharge', null);
            }
          }}
        />
        {autoDisburse === true && (
          <fieldset className="kit-form__wide service-form__charges">
            <legend className="service-form__sublegend">{l('charges')}</legend>
            <NumberControl control={control} name="epPerTransactionValues.value" label={l('epCharge')} disabled={locked} />
            <ChargeKindControl form={form} name="epPerTransactionValues.percentage" label={l('epChargeType')} disabled={locked} />
            <NumberControl control={control} name="jcPerTransactionValues.value" label={l('jcCharge')} disabled={locked} />
            <ChargeKindControl form={form} name="jcPerTransactionValues.percentage" label={l('jcChargeType')} disabled={locked} />
            <NumberControl control={control} name="perTransactionCharge" label={l('perTransactionCharge')} disabled={locked} />
            <NumberControl control={control} name="epPerTransactionCharge" label={l('epPerTransactionCharge')} disabled={locked} />
          </fieldset>
        )}
      </fieldset>
    </>
  );
}
