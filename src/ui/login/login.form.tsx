import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../kit/spinner';
import { type LoginField, loginFieldError, type LoginFormValues, loginSubmission } from './login-form-rules';
import { LineIcon } from '../common/line-icon';

type Errors = Partial<Record<LoginField, string>>;

const fields: readonly LoginField[] = ['userName', 'password'];

/**
 * spec 1 §5: validation runs on change and on blur, and on submit (the first wrong field takes the
 * focus). Plain inputs in the portal's look: the sign-in page loads no PrimeReact
 * (docs/decisions/0029-first-load.md). `onIntent` fires on the first focus, so the sign-in code can
 * start loading while the person types.
 */
export function LoginForm({ onSubmit, onIntent }: { onSubmit: (values: LoginFormValues) => Promise<void>; onIntent?: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginFormValues>({ userName: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const check = (field: LoginField, next: LoginFormValues) => setErrors((current) => ({ ...current, [field]: loginFieldError(field, next) ?? undefined }));

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    check(field, next);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    for (const field of fields) found[field] = loginFieldError(field, values) ?? undefined;
    setErrors(found);
    const firstWrong = fields.find((field) => found[field] !== undefined);
    if (firstWrong !== undefined) {
      inputs.current[firstWrong]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(loginSubmission(values));
    } finally {
      setSubmitting(false);
    }
  }

  const aria = (field: LoginField) => ({
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': errors[field] === undefined ? undefined : `${field}-error`,
  });
  const message = (field: LoginField) => {
    const error = errors[field];
    return error === undefined ? null : (
      <small id={`${field}-error`} className="login-field__error" role="alert">
        {t(error)}
      </small>
    );
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} onFocus={onIntent} noValidate>
      <div className="login-field">
        <label htmlFor="userName">{t('login.userName')}</label>
        <span className="login-input">
          <LineIcon name="user" className="login-input__icon" />
          <input
            id="userName"
            name="userName"
            className="login-input__control"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.userName}
            ref={(element) => {
              inputs.current.userName = element;
            }}
            onChange={(event) => change('userName', event.target.value)}
            onBlur={() => check('userName', values)}
            {...aria('userName')}
          />
        </span>
        {message('userName')}
      </div>
      <div className="login-field">
        <label htmlFor="password">{t('login.password')}</label>
        <span className="login-input">
          <input
            id="password"
            name="password"
            type={passwordShown ? 'text' : 'password'}
            className="login-input__control"
            autoComplete="current-password"
            value={values.password}
            ref={(element) => {
              inputs.current.password = element;
            }}
            onChange={(event) => change('password', event.target.value)}
            onBlur={() => check('password', values)}
            {...aria('password')}
          />
          <button
            type="button"
            className="login-input__toggle"
            aria-label={t(passwordShown ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={passwordShown}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            <LineIcon name={passwordShown ? 'eye-slash' : 'eye'} />
          </button>
        </span>
        {message('password')}
      </div>
      <button type="submit" className="login-form__submit" disabled={submitting} aria-busy={submitting}>
        <span>{submitting ? t('login.submitting') : t('login.submit')}</span>
        {submitting ? <Spinner size={18} /> : <LineIcon name="sign-in" className="login-form__submit-icon" />}
      </button>
    </form>
  );
}
