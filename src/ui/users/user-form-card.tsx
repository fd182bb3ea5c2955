import '../../forms/password-estimator';
import { PasswordStrengthMeter } from '../kit/password-strength-meter';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { asAppError, type AppError } from '../../application/errors/app-error';
import type { PortalUser, UserDetails } from '../../application/users/users.port';
import { userTypes, type UserType } from '../../domain/organisation/organisation-scope';
import type { UserEditFormValues } from '../../forms/user.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { ControlledField } from '../kit/controlled-field';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { pathTo } from '../routing/paths';
import { useSession } from '../session/use-session';

/** What both modes of the form hold; creating adds password and email. */
export type UserFormFields = UserEditFormValues & { password?: string; email?: string };

interface UserFormCardProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, Values>;
  /** spec 2 §2.6: password and email are shown only when creating. */
  credentials?: boolean;
  onSave: (details: UserDetails, values: UserFormFields) => Promise<PortalUser>;
}

/** The user form's card: account fields, organisation and role, the error banner and Save. */
export function UserFormCard<Values extends FieldValues>(props: UserFormCardProps<Values>) {
  // Both schemas share the fields drawn here; creating adds two more of the same kind.
  const form = props.form as unknown as UseFormReturn<UserFormFields, unknown, UserFormFields>;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isPlatform } = useCan();
  const { claims } = useSession();
  const [failure, setFailure] = useState<AppError | null>(null);
  const { control, handleSubmit, formState } = form;
  // docs/decisions/0037-password-rules.md: a new platform staff member (an Admin user, or an Operator user
  // of the platform's own record) is asked for 12 characters and a hard password.
  const placedType = form.watch('userType');
  const staff = isPlatform && (placedType === 'Admin' || (placedType === 'Operator' && form.watch('userTypeId') === claims?.userTypeId));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onSave(detailsOf(values, isPlatform), values);
      void navigate(pathTo('users'), { state: { saved: values.name } });
    } catch (problem) {
      // spec 2 §8: a failed save shows errors[0].message in an error banner.
      setFailure(asAppError(problem));
    }
  });

  return (
    <form className="kit-card users-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('users.form.name')}>
      {failure && <Message severity="error" className="kit-page__message users-form__banner" text={errorMessageOf(t, failure)} />}
      <fieldset className="users-form__section">
        <legend>{t('users.form.account')}</legend>
        <div className="users-form__grid">
          <ControlledField
            control={control}
            name="name"
            id="user-name"
            label={t('users.form.fields.name')}
            render={(field, aria) => <InputText id="user-name" {...field} value={field.value ?? ''} autoComplete="name" {...aria} />}
          />
          <ControlledField
            control={control}
            name="userName"
            id="user-user-name"
            label={t('users.form.fields.userName')}
            hint={t('users.form.hints.userName')}
            render={(field, aria) => (
              <InputText
                id="user-user-name"
                {...field}
                value={field.value ?? ''}
                dir="ltr"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                {...aria}
              />
            )}
          />
          {props.credentials && (
            <>
              <ControlledField
                control={control}
                name="email"
                id="user-email"
                label={t('users.form.fields.email')}
                render={(field, aria) => <InputText id="user-email" type="email" {...field} value={field.value ?? ''} dir="ltr" autoComplete="off" {...aria} />}
              />
              <ControlledField
                control={control}
                name="password"
                id="user-password"
                label={t('users.form.fields.password')}
                hint={t(staff ? 'users.form.hints.staffPassword' : 'users.form.hints.password')}
                render={(field, aria) => (
                  <>
                    <Password
                      inputId="user-password"
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      feedback={false}
                      toggleMask
                      autoComplete="new-password"
                      inputClassName="users-form__password"
                      pt={{ input: { dir: 'ltr', ...aria } }}
                      invalid={aria.invalid}
                    />
                    <PasswordStrengthMeter
                      password={field.value ?? ''}
                      userInputs={[form.getValues('userName') ?? '']}
                      holder={staff ? 'platform-staff' : 'other'}
                    />
                  </>
                )}
              />
            </>
          )}
        </div>
      </fieldset>
      <PlacementFields form={form} isPlatform={isPlatform} />
      <div className="users-form__actions">
        <Link to={pathTo('users')} className="p-button p-button-outlined p-button-secondary">
          {t('users.form.cancel')}
        </Link>
        <Button type="submit" label={t('users.form.save')} icon="pi pi-check" loading={formState.isSubmitting} />
      </div>
    </form>
  );
}

/** spec 2 §2.6 and §4: user type and sub-type for platform logins only; the role from the chosen organisation's. */
function PlacementFields({ form, isPlatform }: { form: UseFormReturn<UserFormFields, unknown, UserFormFields>; isPlatform: boolean }) {
  const { t } = useTranslation();
  const users = useArea('users');
  const { claims } = useSession();
  const { control, watch, setValue } = form;
  const userType = watch('userType');
  const subTypeId = watch('userTypeId');
  const subTypeKind = userType === 'Operator' || userType === 'Merchant' ? userType : null;
  const subTypes = useRemoteData(`sub-types:${subTypeKind ?? 'none'}`, () => (subTypeKind ? users.organisations(subTypeKind) : Promise.resolve([])));
  // docs/decisions/0016-users-and-roles.md: the roles offered are the chosen organisation's (Admin users: the platform's).
  const roleOwner = !isPlatform ? null : userType === 'Admin' ? (claims?.userTypeId ?? null) : (subTypeId ?? null);
  const waitingForOwner = isPlatform && roleOwner === null;
  const roles = useRemoteData(`roles:${isPlatform ? (roleOwner ?? 'none') : 'own'}`, () =>
    waitingForOwner ? Promise.resolve([]) : users.assignableRoles(roleOwner ?? undefined),
  );
  const resetRole = () => setValue('role', undefined as unknown as UserFormFields['role'], { shouldValidate: false });

  return (
    <fieldset className="users-form__section">
      <legend>{t(isPlatform ? 'users.form.placement' : 'users.form.roleSection')}</legend>
      <div className="users-form__grid">
        {isPlatform && (
          <ControlledField
            control={control}
            name="userType"
            id="user-type"
            label={t('users.form.fields.userType')}
            render={(field, aria) => (
              <Dropdown
                inputId="user-type"
                value={field.value}
                options={userTypes.map((type) => ({ value: type, label: t(`users.userTypes.${type}`) }))}
                onChange={(event) => {
                  field.onChange(event.value as UserType);
                  setValue('userTypeId', undefined);
                  resetRole();
                }}
                onBlur={field.onBlur}
                {...aria}
              />
            )}
          />
        )}
        {isPlatform && subTypeKind && (
          <ControlledField
            control={control}
            name="userTypeId"
            id="user-sub-type"
            label={t(`users.form.fields.subType${subTypeKind}`)}
            render={(field, aria) => (
              <Dropdown
                inputId="user-sub-type"
                value={field.value ?? null}
                options={(subTypes.data ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
                onChange={(event) => {
                  field.onChange((event.value as string | null) ?? undefined);
                  resetRole();
                }}
                onBlur={field.onBlur}
                placeholder={subTypes.loading ? t('users.form.loadingChoices') : t('users.form.choose')}
                filter
                emptyMessage={subTypes.error ? t('users.errors.generic') : t('users.form.noChoices')}
                {...aria}
              />
            )}
          />
        )}
        <ControlledField
          control={control}
          name="role"
          id="user-role"
          label={t('users.form.fields.role')}
          {...(waitingForOwner ? { hint: t('users.form.hints.roleAfterSubType') } : {})}
          render={(field, aria) => (
            <Dropdown
              inputId="user-role"
              value={field.value?._id ?? null}
              options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
              onChange={(event) => {
                const chosen = roles.data?.find((role) => role.id === event.value);
                field.onChange(chosen ? { _id: chosen.id, name: chosen.name } : undefined);
              }}
              onBlur={field.onBlur}
              disabled={waitingForOwner}
              placeholder={roles.loading && !waitingForOwner ? t('users.form.loadingChoices') : t('users.form.choose')}
              emptyMessage={roles.error ? t('users.errors.generic') : t('users.form.noRoles')}
              {...aria}
            />
          )}
        />
      </div>
    </fieldset>
  );
}

function detailsOf(values: UserFormFields, isPlatform: boolean): UserDetails {
  const role = { id: values.role._id, name: values.role.name ?? '' };
  if (!isPlatform || values.userType === undefined) return { name: values.name, userName: values.userName, role };
  const organisationId = values.userType === 'Admin' ? undefined : values.userTypeId;
  return { name: values.name, userName: values.userName, role, placement: { userType: values.userType, ...(organisationId ? { organisationId } : {}) } };
}
