import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError, type AppError } from '../../application/errors/app-error';
import type { OwnProfile } from '../../application/users/users.port';
import { profileFormSchema } from '../../forms/profile.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { ControlledField } from '../kit/controlled-field';
import { FormField } from '../kit/form-field';
import { PageHeader } from '../kit/page-header';
import { useNotify } from '../kit/use-notify';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import './profile.css';
import { SecondFactorCard } from './second-factor.card';
import { LoadingState } from '../kit/loading-state';

/** spec 2 §2.8 /account-profile: full name and email editable; user name and password shown disabled. */
export function AccountProfileView() {
  const { t } = useTranslation();
  const users = useArea('users');
  const profile = useRemoteData('own-profile', () => users.ownProfile());
  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="profile-title">
      <PageHeader titleId="profile-title" title={t('profile.account.title')} subtitle={t('profile.account.subtitle')} icon="pi-user" />
      {/* spec 2 §8: a failed profile load shows 'Something went wrong'. */}
      {profile.error ? (
        <Message severity="error" className="kit-page__message" text={t('profile.errors.generic')} />
      ) : profile.loading || !profile.data ? (
        <LoadingState card label={t('profile.account.loading')} />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      <SecondFactorCard />
    </section>
  );
}

function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const users = useArea('users');
  const notify = useNotify();
  const [failure, setFailure] = useState<AppError | null>(null);
  const form = useZodForm(profileFormSchema, { name: profile.name, email: profile.email });
  const { control, handleSubmit, formState, reset } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await users.updateOwnProfile(values);
      reset({ name: saved.name, email: saved.email });
      notify.success(t('profile.account.saved'));
    } catch (problem) {
      // spec 2 §8: a failed profile save shows errors[0].message in an error banner.
      setFailure(asAppError(problem));
    }
  });

  return (
    <form className="kit-card profile-card" onSubmit={(event) => void submit(event)} noValidate aria-label={t('profile.account.title')}>
      <div className="profile-card__identity" aria-hidden="true">
        <span className="profile-card__avatar">{initialsOf(profile.name)}</span>
        <span>
          <strong>{profile.name}</strong>
          <bdi dir="ltr">@{profile.userName}</bdi>
        </span>
      </div>
      {failure && <Message severity="error" className="kit-page__message" text={errorMessageOf(t, failure)} />}
      <div className="profile-card__grid">
        <ControlledField
          control={control}
          name="name"
          id="profile-name"
          label={t('profile.fields.name')}
          render={(field, aria) => <InputText id="profile-name" {...field} value={field.value ?? ''} autoComplete="name" {...aria} />}
        />
        <ControlledField
          control={control}
          name="email"
          id="profile-email"
          label={t('profile.fields.email')}
          render={(field, aria) => <InputText id="profile-email" type="email" {...field} value={field.value ?? ''} dir="ltr" autoComplete="email" {...aria} />}
        />
        <FormField id="profile-user-name" label={t('profile.fields.userName')} hint={t('profile.account.userNameHint')}>
          {(aria) => <InputText id="profile-user-name" value={profile.userName} disabled dir="ltr" {...aria} />}
        </FormField>
        <FormField id="profile-password" label={t('profile.fields.password')} hint={t('profile.account.passwordHint')}>
          {(aria) => <InputText id="profile-password" type="password" value="••••••••" disabled {...aria} />}
        </FormField>
      </div>
      <div className="profile-card__actions">
        <Button type="submit" label={t('profile.account.save')} icon="pi pi-check" loading={formState.isSubmitting} disabled={!formState.isDirty} />
      </div>
    </form>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
