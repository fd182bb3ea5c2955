import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../kit/form-field';
import { loginFormSchema, type LoginFormValues } from './login.schema';

/** spec 1 §5: validation runs on change and on blur. */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    control: formControl,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'all',
    defaultValues: { userName: '', password: '' },
  });

  return (
    <form className="login-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField id="userName" label={t('login.userName')} error={errors.userName?.message} className="login-field">
        {(control) => (
          <IconField iconPosition="left" className="login-field__control">
            <InputIcon className="pi pi-user" aria-hidden="true" />
            <InputText id="userName" autoComplete="username" autoCapitalize="none" spellCheck={false} {...control} className="login-field__input" {...register('userName')} />
          </IconField>
        )}
      </FormField>
      <FormField id="password" label={t('login.password')} error={errors.password?.message} className="login-field">
        {(control) => (
          <Controller
            name="password"
            control={formControl}
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
                {...control}
                className="login-field__control"
                inputClassName="login-field__input"
              />
            )}
          />
        )}
      </FormField>
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
