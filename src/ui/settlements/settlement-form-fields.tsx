import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { calendarLocaleOf } from '../kit/calendar-locale';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MerchantSummary } from '../../application/lookups/lookups.port';
import { currencyCodes, isCurrencyCode } from '../../domain/money/currencies';
import { formatDecimal, parseDecimal } from '../../domain/money/decimal';
import { parseMoney } from '../../domain/money/money';
import { moneyText } from '../kit/formatters';
import { settlementChannels, settlementCountries } from './settlement-defaults';
import type { SettlementFormValues } from '../../forms/settlement.form-schema';
import { calendarDayOf, isoDateOf } from '../kit/calendar-day';
import { ControlledField } from '../kit/controlled-field';
import { FormField } from '../kit/form-field';

type Field = keyof SettlementFormValues;
type Form = UseFormReturn<SettlementFormValues>;

/** spec 1 §9: percentages show two decimals, more only when the configured percent has them. */
const percentShown = (fixed: string) => {
  const [whole, fraction = ''] = fixed.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
};

/**
 * A read-only figure: shown with the currency's grouping, kept as plain exact text in the form. It
 * shows no message of its own: a person cannot type into it, so an empty figure is reported once,
 * by the section's hint (FiguresHint), which says what to choose to fill it.
 */
function Figure({ form, name, currencyField }: { form: Form; name: Field; currencyField?: 'localCurrency' | 'settledCurrency' }) {
  const { t } = useTranslation();
  const [value, code] = useWatch({ control: form.control, name: [name, currencyField ?? 'localCurrency'] });
  let shown = value;
  if (currencyField && isCurrencyCode(code) && value !== '') {
    const parsed = parseMoney(value, code);
    if (parsed.ok) shown = moneyText(parsed.value);
  } else if (!currencyField && value !== '') {
    const parsed = parseDecimal(value, 4);
    // spec 1 §9: two decimals, more only when the configured percent has them.
    if (parsed.ok) shown = `${percentShown(formatDecimal(parsed.value, 4))}%`;
  }
  return (
    <FormField id={name} label={t(`settlements.form.${name}`)} className="settlement-field">
      {(control) => (
        <div className="p-inputgroup">
          {currencyField && <span className="p-inputgroup-addon">{code}</span>}
          <InputText id={name} value={shown} readOnly tabIndex={-1} dir="ltr" {...control} className="settlement-figure" />
        </div>
      )}
    </FormField>
  );
}

function TextInput({ form, name }: { form: Form; name: 'remittanceChargesPercentage' | 'exchangeRate' }) {
  const { t } = useTranslation();
  const error = form.formState.errors[name];
  return (
    <FormField id={name} label={t(`settlements.form.${name}`)} error={error?.message} className="settlement-field">
      {(control) => <InputText id={name} inputMode="decimal" dir="ltr" autoComplete="off" {...control} {...form.register(name)} />}
    </FormField>
  );
}

/** A settlement field bound to the form by its name, which is also its control's id. */
const fieldOf = <Name extends Field>(form: Form, name: Name, label: string) => ({
  control: form.control,
  name,
  id: name,
  label,
  className: 'settlement-field',
});

function Choice({ form, name, options, placeholder }: { form: Form; name: Field; options: Array<{ label: string; value: string }>; placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <ControlledField
      {...fieldOf(form, name, t(`settlements.form.${name === 'userTypeId' ? 'merchant' : name}`))}
      render={(field, control) => (
        <Dropdown
          inputId={name}
          value={field.value}
          options={options}
          onChange={(event) => field.onChange(event.value ?? '')}
          onBlur={field.onBlur}
          placeholder={placeholder}
          filter={options.length > 8}
          {...control}
          className="settlement-field__control"
        />
      )}
    />
  );
}

function DateInput({ form, name }: { form: Form; name: 'dateFrom' | 'dateTo' }) {
  const { t, i18n } = useTranslation();
  return (
    <ControlledField
      {...fieldOf(form, name, t(`settlements.form.${name}`))}
      render={(field, control) => (
        <Calendar
          inputId={name}
          value={calendarDayOf(field.value)}
          onChange={(event) => field.onChange(event.value instanceof Date ? isoDateOf(event.value) : '')}
          onBlur={field.onBlur}
          dateFormat="dd M yy"
          locale={calendarLocaleOf(i18n.language)}
          showIcon
          // Tabbing through the field does not open the month view over the form; its button does.
          showOnFocus={false}
          maxDate={new Date()}
          {...control}
          className="settlement-field__control settlement-date"
        />
      )}
    />
  );
}

const figureFields = [
  'totalRevenue',
  'platformShare',
  'platformSharePercentage',
  'merchantShare',
  'merchantSharePercentage',
  'subTotal',
  'remittanceCharges',
  'netTransferAmount',
  'netSettledAmount',
] as const;

/** The revenue section's hint; after a Save with empty figures it becomes the one message about them. */
function FiguresHint({ form }: { form: Form }) {
  const { t } = useTranslation();
  const missing = figureFields.some((name) => form.formState.errors[name]);
  return missing ? (
    <p className="settlement-form__hint settlement-form__hint--error" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden="true" /> {t('settlements.form.figuresMissing')}
    </p>
  ) : (
    <p className="settlement-form__hint">{t('settlements.form.readOnlyHint')}</p>
  );
}

export function SettlementFormFields({
  form,
  merchants,
  lookingUp,
  onSubmit,
  onCancel,
}: {
  form: Form;
  merchants: MerchantSummary[];
  lookingUp: boolean;
  onSubmit: (values: SettlementFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const submitting = form.formState.isSubmitting;
  const currencies = currencyCodes.map((code) => ({ label: code, value: code }));
  return (
    <form className="settlement-form" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <fieldset className="kit-card settlement-form__section">
        <legend>{t('settlements.form.periodSection')}</legend>
        <div className="settlement-form__grid">
          <DateInput form={form} name="dateFrom" />
          <DateInput form={form} name="dateTo" />
          <Choice form={form} name="country" options={settlementCountries.map((value) => ({ value, label: t(`settlements.countries.${value}`) }))} />
          <Choice
            form={form}
            name="userTypeId"
            placeholder={t('settlements.form.selectMerchant')}
            options={merchants.map((m) => ({ value: m.id, label: m.name }))}
          />
        </div>
      </fieldset>
      <fieldset className="kit-card settlement-form__section" aria-busy={lookingUp}>
        <legend>
          {t('settlements.form.revenueSection')}
          {lookingUp && (
            <span className="settlement-form__busy">
              <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('settlements.form.lookingUp')}
            </span>
          )}
        </legend>
        <FiguresHint form={form} />
        <div className="settlement-form__grid">
          <Figure form={form} name="grossRevenue" currencyField="localCurrency" />
          <Figure form={form} name="refundedAmount" currencyField="localCurrency" />
          <Figure form={form} name="totalRevenue" currencyField="localCurrency" />
          <Figure form={form} name="platformShare" currencyField="localCurrency" />
          <Figure form={form} name="platformSharePercentage" />
          <Figure form={form} name="merchantShare" currencyField="localCurrency" />
          <Figure form={form} name="merchantSharePercentage" />
          <Figure form={form} name="subTotal" currencyField="localCurrency" />
        </div>
      </fieldset>
      <fieldset className="kit-card settlement-form__section">
        <legend>{t('settlements.form.transferSection')}</legend>
        <div className="settlement-form__grid">
          <Choice
            form={form}
            name="channel"
            placeholder={t('settlements.form.selectChannel')}
            options={settlementChannels.map((value) => ({ value, label: t(`settlements.channels.${value}`) }))}
          />
          <TextInput form={form} name="remittanceChargesPercentage" />
          <Figure form={form} name="remittanceCharges" currencyField="localCurrency" />
          <Figure form={form} name="netTransferAmount" currencyField="localCurrency" />
          <TextInput form={form} name="exchangeRate" />
          <Figure form={form} name="netSettledAmount" currencyField="settledCurrency" />
          <Figure form={form} name="grossSettledAmount" currencyField="settledCurrency" />
          <Choice form={form} name="localCurrency" options={currencies} />
          <Choice form={form} name="settledCurrency" options={currencies} />
        </div>
      </fieldset>
      <div className="settlement-form__actions">
        <Button type="button" label={t('settlements.form.cancel')} outlined onClick={onCancel} />
        <Button
          type="submit"
          label={submitting ? t('settlements.form.saving') : t('settlements.form.save')}
          icon="pi pi-check"
          loading={submitting}
          disabled={lookingUp}
        />
      </div>
    </form>
  );
}
