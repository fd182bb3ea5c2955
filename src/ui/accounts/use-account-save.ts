import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { AccountStatus } from '../../domain/accounts/account-records';
import { errorMessageOf } from '../i18n/error-message';

interface SaveOptions<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** Saves and answers the record's status. */
  save: (values: Output) => Promise<{ status: AccountStatus }>;
  creating: boolean;
  listPath: string;
  /** The list's toast after a save, already translated. */
  savedNotice: string;
}

/**
 * spec 2 §4: after an add the person goes to the list only if the record came back Active; after
 * an edit, always. A refusal shows the server's first message (and under its field when named).
 */
export function useAccountSave<Input extends FieldValues, Output>({ form, save, creating, listPath, savedNotice }: SaveOptions<Input, Output>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [inactive, setInactive] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save(values);
      if (creating && saved.status !== 'Active') setInactive(true);
      else void navigate(listPath, { state: { notice: savedNotice } });
    } catch (problem) {
      const error = asAppError(problem);
      const message = errorMessageOf(t, error);
      if (error.field && error.field in form.getValues()) form.setError(error.field as Path<Input>, { message });
      setFailure(message);
    }
  });
  return { submit, failure, inactive };
}
