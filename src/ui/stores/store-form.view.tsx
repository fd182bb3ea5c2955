import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import { easypaisaServiceNames } from '../../domain/services/service-catalogue';
import { figureInputOf } from '../../forms/figure-fields';
import { storeFormSchema, type StoreForm } from '../../forms/store.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { PermissionDenied } from '../kit/permission-denied';
import { ChoiceControl, NumberControl, TextControl } from '../kit/form-controls';
import { PageHeader } from '../kit/page-header';
import { showServerFieldError } from '../kit/server-field-error';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';

const fields = ['name', 'epStoreId', 'epStoreKey', 'epStoreAccountNumber', 'epServiceName', 'balance'] as const;

function StoreFormFields({ storeId }: { storeId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stores = useArea('stores');
  const notify = useNotify();
  const form = useZodForm(storeFormSchema, { name: '', epStoreId: '', epStoreKey: '', epStoreAccountNumber: '' });
  const existing = useRemoteData(storeId ?? 'new', () => (storeId === null ? Promise.resolve(null) : stores.get(storeId)));
  const { reset } = form;
  useEffect(() => {
    const store = existing.data;
    if (!store) return;
    reset({
      name: store.name,
      epStoreId: store.epStoreId,
      epStoreKey: store.epStoreKey,
      epStoreAccountNumber: store.epStoreAccountNumber,
      epServiceName: store.epServiceName,
      balance: figureInputOf(store.balance),
    });
  }, [existing.data, reset]);

  const save = async (values: StoreForm) => {
    try {
      await stores.save(storeId, values);
      notify.success(t(storeId === null ? 'stores.form.created' : 'stores.form.updated', { name: values.name }));
      void navigate(pathTo('stores'));
    } catch (problem) {
      const error = asAppError(problem);
      if (!showServerFieldError(form, error, fields, errorMessageOf(t, error)))
        notify.error(errorMessageOf(t, error), { summary: t('stores.form.saveFailed') });
    }
  };

  if (existing.error) return <Message severity="error" className="kit-page__message" text={t('errors.unexpected')} />;
  const f = (key: string) => t(`stores.columns.${key}`);
  const loading = storeId !== null && existing.loading;
  return (
    <form className="kit-card kit-form" onSubmit={form.handleSubmit(save)} noValidate aria-busy={loading}>
      <fieldset className="kit-form__section" disabled={loading}>
        <legend>{t('stores.form.section')}</legend>
        <TextControl control={form.control} name="name" label={f('name')} />
        <ChoiceControl
          control={form.control}
          name="epServiceName"
          label={f('epServiceName')}
          placeholder={t('stores.form.chooseService')}
          options={easypaisaServiceNames.map((name) => ({ value: name, label: name }))}
        />
        <TextControl control={form.control} name="epStoreId" label={f('epStoreId')} ltr />
        <TextControl control={form.control} name="epStoreKey" label={f('epStoreKey')} ltr />
        <TextControl control={form.control} name="epStoreAccountNumber" label={f('epStoreAccountNumber')} ltr />
        <NumberControl control={form.control} name="balance" label={f('balance')} hint={t('stores.form.balanceHint')} />
      </fieldset>
      <div className="kit-form__actions">
        <Button type="button" label={t('stores.form.cancel')} outlined onClick={() => navigate(pathTo('stores'))} />
        <Button type="submit" label={t('stores.form.save')} icon="pi pi-check" loading={form.formState.isSubmitting} disabled={loading} />
      </div>
    </form>
  );
}

/** spec 2 §2.4 /stores/form/{storeId}: 'new' or a store's id; on success back to /stores. */
export function StoreFormView() {
  const { t } = useTranslation();
  const { storeId } = useScreenParams('storeForm');
  const { canAsPlatform } = useCan();
  const id = storeId === 'new' ? null : storeId;
  const allowed = canAsPlatform(['StoresManagement', id === null ? 'createAccounts' : 'editAccounts']);
  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="store-form-title">
      <PageHeader
        titleId="store-form-title"
        title={t(id === null ? 'stores.form.newTitle' : 'stores.form.editTitle')}
        subtitle={t('stores.form.subtitle')}
        icon="pi-shop"
      />
      {allowed ? <StoreFormFields key={storeId} storeId={id} /> : <PermissionDenied title={t('stores.denied.title')} message={t('stores.denied.message')} />}
    </section>
  );
}
