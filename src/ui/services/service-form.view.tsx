import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { ServiceDetails, ServiceFormChoices } from '../../application/services/services.port';
import { serviceFormSchema, type ServiceForm } from '../../forms/service.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { PermissionDenied } from '../kit/permission-denied';
import { PageHeader } from '../kit/page-header';
import { showServerFieldError } from '../kit/server-field-error';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { draftOf, newServiceValues, serviceFields, serviceValuesOf } from './service-form-values';
import { ServiceGeneralSection } from './service-general-section';
import { ServiceIntegrationSection } from './service-integration-section';
import { ServiceStoresSection } from './service-stores-section';
import { ServiceTermsSection } from './service-terms-section';
import { ServiceVoucherSection } from './service-voucher-section';
import './services.css';

function ServiceFormBody({ serviceId, choices, existing }: { serviceId: string | null; choices: ServiceFormChoices; existing: ServiceDetails | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const services = useArea('services');
  const { isPlatform } = useCan();
  const notify = useNotify();
  // A merchant user's own merchant is the only one the lookup answers, and it is fixed.
  const ownMerchant = !isPlatform && choices.merchants.length === 1 ? (choices.merchants[0]?.id ?? '') : '';
  const form = useZodForm(serviceFormSchema, existing ? serviceValuesOf(existing.draft) : newServiceValues(ownMerchant));
  const serviceType = useWatch({ control: form.control, name: 'serviceType' });

  const save = async (values: ServiceForm) => {
    try {
      await services.save(serviceId, draftOf(values, isPlatform));
      notify.success(t(serviceId === null ? 'services.form.created' : 'services.form.updated', { name: values.serviceName }));
      void navigate(pathTo('services'));
    } catch (problem) {
      const error = asAppError(problem);
      // Server errors show under the field the server names (spec 2 §8), the rest as a notice.
      if (!showServerFieldError(form, error, serviceFields, errorMessageOf(t, error)))
        notify.error(errorMessageOf(t, error), { summary: t('services.form.saveFailed') });
    }
  };
  const invalid = () => notify.error(t('services.form.fixErrors'));

  return (
    <form className="kit-card kit-form service-form" onSubmit={form.handleSubmit(save, invalid)} noValidate>
      <ServiceGeneralSection form={form} choices={choices} isPlatform={isPlatform} />
      <ServiceTermsSection form={form} isPlatform={isPlatform} />
      <ServiceIntegrationSection form={form} />
      <ServiceStoresSection form={form} isPlatform={isPlatform} />
      {serviceType === 'Voucher' && <ServiceVoucherSection form={form} isPlatform={isPlatform} />}
      <div className="kit-form__actions">
        <Button type="button" label={t('services.form.cancel')} outlined onClick={() => navigate(pathTo('services'))} />
        <Button type="submit" label={t('services.form.save')} icon="pi pi-check" loading={form.formState.isSubmitting} />
      </div>
    </form>
  );
}

function ServiceFormLoader({ serviceId }: { serviceId: string | null }) {
  const { t } = useTranslation();
  const services = useArea('services');
  const notify = useNotify();
  // spec 2 §8: a failed load of the service or the form data is the alert 'Something went wrong'.
  const onError = () => notify.error(t('errors.unexpected'));
  const choices = useRemoteData('choices', () => services.formChoices(), { onError });
  const existing = useRemoteData(serviceId ?? 'new', () => (serviceId === null ? Promise.resolve(null) : services.get(serviceId)), { onError });
  if (choices.error || existing.error) return <Message severity="error" className="kit-page__message" text={t('errors.unexpected')} />;
  if (choices.loading || existing.loading || !choices.data || existing.data === undefined) {
    return (
      <div className="kit-card service-form__loading" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('services.form.loading')}
      </div>
    );
  }
  return <ServiceFormBody serviceId={serviceId} choices={choices.data} existing={existing.data} />;
}

/** spec 2 §2.5 /services/form/{serviceId}: every field of spec 2 §3 Service; back to /services. */
export function ServiceFormView() {
  const { t } = useTranslation();
  const { serviceId } = useScreenParams('serviceForm');
  const { can } = useCan();
  const id = serviceId === 'new' ? null : serviceId;
  const allowed = can(['Services', id === null ? 'createServices' : 'editServices']);
  return (
    <section className="kit-page" aria-labelledby="service-form-title">
      <PageHeader
        titleId="service-form-title"
        title={t(id === null ? 'services.form.newTitle' : 'services.form.editTitle')}
        subtitle={t('services.form.subtitle')}
        icon="pi-th-large"
      />
      {allowed ? (
        <ServiceFormLoader key={serviceId} serviceId={id} />
      ) : (
        <PermissionDenied title={t('services.denied.title')} message={t('services.denied.message')} />
      )}
    </section>
  );
}
