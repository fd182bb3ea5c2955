import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, type LoginFormValues } from './login.schema';

/** spec 1 §5: validation runs on change and on blur. */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'all',
    defaultValues: { userName: '', password: '' },
  });

  return (
    <form className="login-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <div className="login-field">
        <label htmlFor="userName">{t('login.userName')}</label>
        <IconField iconPosition="left" className="login-field__control">
          <InputIcon className="pi pi-user" aria-hidden="true" />
          <InputText
            id="userName"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            invalid={Boolean(errors.userName)}
            aria-invalid={Boolean(errors.userName)}
            aria-describedby={errors.userName ? 'userName-error' : undefined}
            className="login-field__input"
            {...register('userName')}
          />
        </IconField>
        {errors.userName?.message && (
          <small id="userName-error" className="login-field__error">
            {t(errors.userName.message)}
          </small>
        )}
      </div>
      <div className="login-field">
        <label htmlFor="password">{t('login.password')}</label>
        <Controller
          name="password"
          control={control}
          render={({ field }) => (
            <Password
              inputId="password"
              inputRef={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              feedback={false}
              toggleMask
              autoComplete="current-password"
              invalid={Boolean(errors.password)}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? 'password-error' : undefined}
              className="login-field__control"
              inputClassName="login-field__input"
            />
          )}
        />
        {errors.password?.message && (
          <small id="password-error" className="login-field__error">
            {t(errors.password.message)}
          </small>
        )}
      </div>
      <Button
        type="submit"
        className="login-form__submit"
        label={isSubmitting ? t('login.submitting') : t('login.submit')}
        icon="pi pi-sign-in"
        iconPos="right"
        loading={isSubmitting}
      />
    </form>
  );
}
