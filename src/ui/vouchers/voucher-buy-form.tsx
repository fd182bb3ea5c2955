import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../application/errors/app-error';
import type { PurchaseResult, VoucherDetails } from '../../application/vouchers/vouchers.port';
import { voucherPurchaseFormSchema } from '../../forms/voucher-purchase.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { TextControl } from '../kit/form-controls';
import { moneyWithCurrencyText, rateText } from '../kit/formatters';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useSubmitOnce } from '../kit/use-submit-once';
import { useZodForm } from '../kit/use-zod-form';

/**
 * The buy-side flow (docs/decisions/0032-vouchers.md): choose a product, see the server's price and
 * shares, fill in the buyer and buy, through the vouchers area's purchase machine: one
 * Idempotency-Key per attempt, so a double click or a retry of the same attempt never buys twice; a
 * new key after a purchase went through, or when the attempt changed.
 */
export function VoucherBuyForm({ details, onBought }: { details: VoucherDetails; onBought: (result: PurchaseResult) => void }) {
  const { t } = useTranslation();
  const vouchers = useArea('vouchers');
  const notify = useNotify();
  const [productCode, setProductCode] = useState<string | null>(details.products[0]?.code ?? null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [fieldError, setFieldError] = useState<string | null>(null);
  const form = useZodForm(voucherPurchaseFormSchema, { userName: '', userMsisdn: '', email: '' });
  const quote = useRemoteData(`${details.vendor}:${details.id}:${productCode ?? ''}`, () =>
    productCode === null ? Promise.resolve(null) : vouchers.quote({ vendor: details.vendor, voucherId: details.id, productCode }),
  );

  const purchase = useSubmitOnce(vouchers.voucherPurchaseMachine, {
    onDone: (result) => {
      notify.success(t('vouchers.buy.done', { id: result.transaction.transactionId }));
      onBought(result);
    },
    onFailed: (problem) => {
      const error = asAppError(problem);
      if (error.field === 'amount') quote.reload();
      notify.error(errorMessageOf(t, error), { summary: t('vouchers.buy.failed') });
    },
  });
  const bought = useSelector(purchase.actor, (snapshot) => snapshot.context.result);

  const buy = form.handleSubmit((buyer) => {
    const priced = quote.data;
    if (!priced) return;
    const missing = details.fields.find((field) => (fields[field.name] ?? '').trim() === '');
    if (missing) {
      setFieldError(t('vouchers.buy.fieldRequired', { field: missing.label }));
      return;
    }
    if (details.servers.length > 0 && !fields.server) {
      setFieldError(t('vouchers.buy.serverRequired'));
      return;
    }
    setFieldError(null);
    // Buying after a purchase went through is a new purchase (a click of this render's double click is not).
    if (purchase.step === 'done') purchase.actor.send({ type: 'submit.again' });
    purchase.actor.send({ type: 'submit.send', values: { quote: priced, buyer, fields } });
  });

  if (!details.active) return <Message severity="warn" text={t('vouchers.buy.inactive')} />;

  return (
    <section className="vouchers-buy" aria-labelledby="vouchers-buy-title">
      <h3 id="vouchers-buy-title">{t('vouchers.buy.title')}</h3>
      <div className="kit-field">
        <label htmlFor="vouchers-buy-product">{t('vouchers.buy.product')}</label>
        <Dropdown
          inputId="vouchers-buy-product"
          value={productCode}
          options={details.products.map((product) => ({ value: product.code, label: `${product.name} (${moneyWithCurrencyText(product.price)})` }))}
          onChange={(event) => setProductCode(event.value as string)}
        />
      </div>
      {quote.error && <Message severity="error" text={errorMessageOf(t, quote.error)} />}
      {quote.data && (
        <dl className="vouchers-quote" aria-label={t('vouchers.buy.priceLabel')}>
          <div>
            <dt>{t('vouchers.buy.customerPrice')}</dt>
            <dd className="vouchers-quote__price">
              <Ltr>{moneyWithCurrencyText(quote.data.customerPrice)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t('vouchers.buy.rate')}</dt>
            <dd>
              <Ltr>{rateText(quote.data.exchangeRate)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t('vouchers.buy.carrierShare')}</dt>
            <dd>
              <Ltr>{moneyWithCurrencyText(quote.data.carrierShare)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t('vouchers.buy.merchantShare')}</dt>
            <dd>
              <Ltr>{moneyWithCurrencyText(quote.data.merchantShare)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t('vouchers.buy.platformShare')}</dt>
            <dd>
              <Ltr>{moneyWithCurrencyText(quote.data.platformShare)}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t('vouchers.buy.service')}</dt>
            <dd>{quote.data.serviceName}</dd>
          </div>
        </dl>
      )}
      <form className="vouchers-buy__form" onSubmit={(event) => void buy(event)} aria-label={t('vouchers.buy.title')} noValidate>
        <TextControl control={form.control} name="userName" label={t('vouchers.buy.userName')} />
        <TextControl control={form.control} name="userMsisdn" label={t('vouchers.buy.userMsisdn')} ltr placeholder="03XXXXXXXXX" />
        <TextControl control={form.control} name="email" label={t('vouchers.buy.email')} ltr />
        {details.fields.map((field) => (
          <div className="kit-field" key={field.name}>
            <label htmlFor={`vouchers-field-${field.name}`}>{field.label}</label>
            <InputText
              id={`vouchers-field-${field.name}`}
              className="kit-ltr-input"
              value={fields[field.name] ?? ''}
              onChange={(event) => setFields((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          </div>
        ))}
        {details.servers.length > 0 && (
          <div className="kit-field">
            <label htmlFor="vouchers-field-server">{t('vouchers.buy.server')}</label>
            <Dropdown
              inputId="vouchers-field-server"
              value={fields.server ?? null}
              options={details.servers.map((server) => ({ value: server.value, label: server.name }))}
              onChange={(event) => setFields((current) => ({ ...current, server: event.value as string }))}
            />
          </div>
        )}
        {fieldError && <Message severity="error" text={fieldError} />}
        <Button type="submit" icon="pi pi-shopping-cart" label={t('vouchers.buy.submit')} loading={purchase.busy} disabled={!quote.data || quote.loading} />
      </form>
      {bought && (
        <Message
          severity="success"
          className="vouchers-buy__result"
          content={
            <div role="status">
              <strong>{t('vouchers.buy.done', { id: bought.transaction.transactionId })}</strong>
              <div>
                {t('vouchers.buy.reference')}: <Ltr>{bought.referenceNo}</Ltr>
              </div>
              {bought.voucherPin && (
                <div>
                  {t('vouchers.buy.pin')}: <Ltr>{bought.voucherPin}</Ltr>
                </div>
              )}
            </div>
          }
        />
      )}
    </section>
  );
}
