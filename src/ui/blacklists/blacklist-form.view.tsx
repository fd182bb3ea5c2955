import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import { blacklistFormSchema, type BlacklistForm } from '../../forms/blacklist.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { PermissionDenied } from '../kit/permission-denied';
import { TextControl } from '../kit/form-controls';
import { PageHeader } from '../kit/page-header';
import { showServerFieldError } from '../kit/server-field-error';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';

function BlacklistFormFields({ blacklistId }: { blacklistId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blacklists = useArea('blacklists');
  const notify = useNotify();
  const form = useZodForm(blacklistFormSchema, { msisdn: '' });
  const existing = useRemoteData(blacklistId ?? 'new', () => (blacklistId === null ? Promise.resolve(null) : blacklists.get(blacklistId)));
  const { reset } = form;
  useEffect(() => {
    if (existing.data) reset({ msisdn: existing.data.msisdn });
  }, [existing.data, reset]);

  // The schema's output is the normal form 923xxxxxxxxx, whatever was typed (0300…, +92 300…).
  const save = async (values: BlacklistForm) => {
    try {
      const saved = await blacklists.save(blacklistId, values.msisdn);
      notify.success(t(blacklistId === null ? 'blacklists.form.created' : 'blacklists.form.updated', { msisdn: saved.msisdn }));
      void navigate(pathTo('blacklists'));
    } catch (problem) {
      const error = asAppError(problem);
      if (!showServerFieldError(form, error, ['msisdn'], errorMessageOf(t, error)))
        notify.error(errorMessageOf(t, error), { summary: t('blacklists.form.saveFailed') });
    }
  };

  if (existing.error) return <Message severity="error" className="kit-page__message" text={t('errors.unexpected')} />;
  const loading = blacklistId !== null && existing.loading;
  return (
    <form className="kit-card kit-form" onSubmit={form.handleSubmit(save)} noValidate aria-busy={loading}>
      <fieldset className="kit-form__section" disabled={loading}>
        <legend>{t('blacklists.form.section')}</legend>
        <TextControl
          control={form.control}
          name="msisdn"
          label={t('blacklists.columns.msisdn')}
          placeholder="923xxxxxxx"
          hint={t('blacklists.form.hint')}
          ltr
          className="kit-form__wide"
        />
      </fieldset>
      <div className="kit-form__actions">
        <Button type="button" label={t('blacklists.form.cancel')} outlined onClick={() => navigate(pathTo('blacklists'))} />
        <Button type="submit" label={t('blacklists.form.save')} icon="pi pi-check" loading={form.formState.isSubmitting} disabled={loading} />
      </div>
    </form>
  );
}

/**
 * spec 2 §2.9 /blacklists/form/{blacklistId}. The old portal titled it 'Carrier Form'; it is the
 * blacklist's form (docs/decisions/0015-catalogue.md).
 */
export function BlacklistFormView() {
  const { t } = useTranslation();
  const { blacklistId } = useScreenParams('blacklistForm');
  const { canAsPlatform } = useCan();
  const id = blacklistId === 'new' ? null : blacklistId;
  const allowed = canAsPlatform(['Blacklist', id === null ? 'addBlacklistNumber' : 'editBlacklistNumber']);
  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="blacklist-form-title">
      <PageHeader
        titleId="blacklist-form-title"
        title={t(id === null ? 'blacklists.form.newTitle' : 'blacklists.form.editTitle')}
        subtitle={t('blacklists.form.subtitle')}
        icon="pi-ban"
      />
      {allowed ? (
        <BlacklistFormFields key={blacklistId} blacklistId={id} />
      ) : (
        <PermissionDenied title={t('blacklists.denied.title')} message={t('blacklists.denied.message')} />
      )}
    </section>
  );
}
