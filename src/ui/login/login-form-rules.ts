/** The sign-in form's values as typed. */
export interface LoginFormValues {
  userName: string;
  password: string;
}

export type LoginField = keyof LoginFormValues;

/**
 * spec 1 §5: both fields are required (the user name once trimmed). Messages are catalogue keys.
 * Plain rules rather than a zod schema: the sign-in page loads neither zod nor a form library
 * (docs/decisions/0029-first-load.md); the server checks the same body with the auth contract.
 */
export function loginFieldError(field: LoginField, values: LoginFormValues): string | null {
  if (field === 'userName') return values.userName.trim() === '' ? 'login.userNameRequired' : null;
  return values.password === '' ? 'login.passwordRequired' : null;
}

/** What the sign-in call receives: the user name trimmed, the password as typed. */
export function loginSubmission(values: LoginFormValues): LoginFormValues {
  return { userName: values.userName.trim(), password: values.password };
}
