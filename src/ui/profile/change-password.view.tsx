import '../../forms/password-estimator';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError, type AppError } from '../../application/errors/app-error';
import { changePasswordFormSchemaFor, type ChangePasswordFormValues } from '../../forms/change-password.form-schema';
import { PasswordStrengthMeter } from '../kit/password-strength-meter';
import { useSession } from '../session/use-session';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { ControlledField } from '../kit/controlled-field';
import { PageHeader } from '../kit/page-header';
import { useNotify } from '../kit/use-notify';
import { useZodForm } from '../kit/use-zod-form';
import { useCan } from '../kit/use-can';
import './profile.css';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** spec 2 §2.8 /change-password: current, new and confirm; the user's other sessions end on success. */
export function ChangePasswordView() {
  const { t } = useTranslation();
  const users = useArea('users');
  const notify = useNotify();
  const [failure, setFailure] = useState<AppError | null>(null);
  const { claims } = useSession();
  // docs/decisions/0037-password-rules.md: the portal knows the signed-in user name, so it checks every rule.
  const { isPlatform } = useCan();
  const holder = isPlatform ? 'platform-staff' : 'other';
  const schema = useMemo(() => changePasswordFormSchemaFor(claims?.userName, holder), [claims?.userName, holder]);
  const form = useZodForm(schema, empty);
  const { control, handleSubmit, formState, reset } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await users.changeOwnPassword(values);
      reset(empty);
      notify.success(t('profile.password.changed'));
    } catch (problem) {
      // spec 2 §8: a failed change (a wrong current password) shows errors[0].message in a banner.
      setFailure(asAppError(problem));
    }
  });

  const field = (name: keyof ChangePasswordFormValues, id: string, autoComplete: string, hint?: string) => (
    <ControlledField
      control={control}
      name={name}
      id={id}
      label={t(`profile.fields.${name}`)}
      {...(hint ? { hint } : {})}
      render={(input, aria) => (
        <>
          <Password
            inputId={id}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={input.ref}
            feedback={false}
            toggleMask
            autoComplete={autoComplete}
            invalid={aria.invalid}
            pt={{ input: { dir: 'ltr', 'aria-invalid': aria['aria-invalid'], 'aria-describedby': aria['aria-describedby'] } }}
          />
          {name === 'newPassword' && (
            <PasswordStrengthMeter password={input.value ?? ''} userInputs={claims?.userName ? [claims.userName] : []} holder={holder} />
          )}
        </>
      )}
    />
  );

  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="password-title">
      <PageHeader titleId="password-title" title={t('profile.password.title')} subtitle={t('profile.password.subtitle')} icon="pi-key" />
      <form
        className="kit-card profile-card profile-card--password"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t('profile.password.title')}
      >
        {failure && <Message severity="error" className="kit-page__message" text={errorMessageOf(t, failure)} />}
        {field('currentPassword', 'password-current', 'current-password')}
        {field('newPassword', 'password-new', 'new-password', t(isPlatform ? 'profile.password.newHintStaff' : 'profile.password.newHint'))}
        {field('confirmPassword', 'password-confirm', 'new-password')}
        <p className="profile-card__note">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t('profile.password.sessionsNote')}
        </p>
        <div className="profile-card__actions">
          <Button type="submit" label={t('profile.password.save')} icon="pi pi-check" loading={formState.isSubmitting} />
        </div>
      </form>
    </section>
  );
}
