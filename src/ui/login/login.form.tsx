import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { useTranslation } from 'react-i18next';
import { ControlledField } from '../kit/controlled-field';
import { FormField } from '../kit/form-field';
import { useZodForm } from '../kit/use-zod-form';
import { loginFormSchema, type LoginFormValues } from './login.schema';

/** spec 1 §5: validation runs on change and on blur. */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginFormValues) => Promise<void> }) {
  const { t } = useTranslation();
  const {
    register,
    control: formControl,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(loginFormSchema, { userName: '', password: '' });

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
      <ControlledField
        control={formControl}
        name="password"
        id="password"
        label={t('login.password')}
        className="login-field"
        render={(field, control) => (
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
