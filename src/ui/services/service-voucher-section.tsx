import { useTranslation } from 'react-i18next';
import { voucherFeeNames } from '../../domain/services/voucher-config';
import { NumberControl } from '../kit/form-controls';
import { FeeTypeControl } from './service-choice-controls';
import type { ServiceFormApi } from './service-form-values';

/** spec 2 §3 voucherConfig, shown only for Voucher services (spec 2 §4), from the §9 defaults. */
export function ServiceVoucherSection({ form, isPlatform }: { form: ServiceFormApi; isPlatform: boolean }) {
  const { t } = useTranslation();
  const l = (key: string) => t(`services.form.${key}`);
  const locked = !isPlatform;
  return (
    <fieldset className="kit-form__section service-form__voucher">
      <legend>{l('voucher')}</legend>
      {voucherFeeNames.map((name) => (
        <div key={name} className="service-form__fee">
          <NumberControl control={form.control} name={`voucherConfig.${name}.value`} label={t(`services.form.fees.${name}`)} disabled={locked} />
          <FeeTypeControl
            form={form}
            name={`voucherConfig.${name}.type`}
            label={t('services.form.feeType', { fee: t(`services.form.fees.${name}`) })}
            disabled={locked}
          />
        </div>
      ))}
      <NumberControl control={form.control} name="voucherConfig.marginDistribution.walee" label={l('marginWalee')} suffix="%" disabled={locked} />
      <NumberControl control={form.control} name="voucherConfig.marginDistribution.merchant" label={l('marginMerchant')} suffix="%" disabled={locked} />
    </fieldset>
  );
}
