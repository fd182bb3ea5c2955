import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import { productFormSchema, type ProductForm } from '../../forms/product.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { PermissionDenied } from '../kit/permission-denied';
import { ChoiceControl, TextControl } from '../kit/form-controls';
import { PageHeader } from '../kit/page-header';
import { showServerFieldError } from '../kit/server-field-error';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';

function ProductFormFields({ productId }: { productId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const products = useArea('products');
  const lookups = useArea('lookups');
  const { isPlatform } = useCan();
  const notify = useNotify();
  const form = useZodForm(productFormSchema, { merchantId: '', name: '', sku: '' });
  const existing = useRemoteData(productId ?? 'new', () => (productId === null ? Promise.resolve(null) : products.get(productId)));
  // Platform staff pick the merchant; a merchant user's list holds only its own, fixed.
  const merchants = useRemoteData('merchants', () => lookups.merchants());
  const { reset, setValue, getValues } = form;
  useEffect(() => {
    if (existing.data) reset({ merchantId: existing.data.merchantId, name: existing.data.name, sku: existing.data.sku });
  }, [existing.data, reset]);
  useEffect(() => {
    const [only] = merchants.data ?? [];
    if (!isPlatform && only && getValues('merchantId') === '') setValue('merchantId', only.id);
  }, [merchants.data, isPlatform, getValues, setValue]);

  const save = async (values: ProductForm) => {
    try {
      await products.save(productId, values);
      notify.success(t(productId === null ? 'products.form.created' : 'products.form.updated', { name: values.name }));
      void navigate(pathTo('products'));
    } catch (problem) {
      const error = asAppError(problem);
      if (!showServerFieldError(form, error, ['merchantId', 'name', 'sku'], errorMessageOf(t, error)))
        notify.error(errorMessageOf(t, error), { summary: t('products.form.saveFailed') });
    }
  };

  if (existing.error) return <Message severity="error" className="kit-page__message" text={t('errors.unexpected')} />;
  const loading = productId !== null && existing.loading;
  return (
    <form className="kit-card kit-form" onSubmit={form.handleSubmit(save)} noValidate aria-busy={loading}>
      <fieldset className="kit-form__section" disabled={loading}>
        <legend>{t('products.form.section')}</legend>
        <ChoiceControl
          control={form.control}
          name="merchantId"
          label={t('products.columns.merchant')}
          placeholder={t('products.form.chooseMerchant')}
          options={(merchants.data ?? []).map((merchant) => ({ value: merchant.id, label: merchant.name }))}
          disabled={!isPlatform}
        />
        <TextControl control={form.control} name="name" label={t('products.columns.name')} />
        <TextControl control={form.control} name="sku" label={t('products.columns.sku')} ltr />
      </fieldset>
      <div className="kit-form__actions">
        <Button type="button" label={t('products.form.cancel')} outlined onClick={() => navigate(pathTo('products'))} />
        <Button type="submit" label={t('products.form.save')} icon="pi pi-check" loading={form.formState.isSubmitting} disabled={loading} />
      </div>
    </form>
  );
}

/** spec 2 §2.10 /products/form/{productId}: titled 'Product Form'; on save back to /products. */
export function ProductFormView() {
  const { t } = useTranslation();
  const { productId } = useScreenParams('productForm');
  const { can } = useCan();
  const id = productId === 'new' ? null : productId;
  const allowed = can(['ProductManagement', id === null ? 'createProducts' : 'addEditDeleteProducts']);
  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="product-form-title">
      <PageHeader
        titleId="product-form-title"
        title={t('screens.productForm.title')}
        subtitle={t(id === null ? 'products.form.newSubtitle' : 'products.form.editSubtitle')}
        icon="pi-box"
      />
      {allowed ? (
        <ProductFormFields key={productId} productId={id} />
      ) : (
        <PermissionDenied title={t('products.denied.title')} message={t('products.denied.message')} />
      )}
    </section>
  );
}
