import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { asAppError, type AppError } from '../../application/errors/app-error';
import type { Role } from '../../application/roles/roles.port';
import { permissionAreas, platformOnlyAreas } from '../../domain/permissions/permission-catalogue';
import { normalisePermissions } from '../../domain/permissions/permission-rules';
import { roleLimits } from '../../domain/users/people-rules';
import { roleFormSchema } from '../../forms/role.form-schema';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { ControlledField } from '../kit/controlled-field';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { pathTo } from '../routing/paths';
import { useScreenParams } from '../routing/use-screen-params';
import { useSession } from '../session/use-session';
import { PermissionMatrix } from './permission-matrix';
import { useOrganisations } from './use-organisation-names';
import './roles.css';
import { LoadingState } from '../kit/loading-state';

/** spec 2 §2.7 /roles/form/{roleId}: `new` creates, an id edits. */
export function RoleFormView() {
  const { t } = useTranslation();
  const { roleId } = useScreenParams('roleForm');
  const { can } = useCan();
  const isNew = roleId === 'new';
  const allowed = can(['Roles', isNew ? 'addRoles' : 'editRoles']);
  return (
    <section className="kit-page" aria-labelledby="role-form-title">
      <PageHeader
        titleId="role-form-title"
        title={t(isNew ? 'roles.form.createTitle' : 'roles.form.editTitle')}
        subtitle={t('roles.form.subtitle')}
        icon="pi-shield"
      />
      {!allowed ? (
        <PermissionDenied title={t('roles.denied.title')} message={t('roles.denied.message')} />
      ) : isNew ? (
        <RoleForm existing={null} />
      ) : (
        <RoleLoader roleId={roleId} />
      )}
    </section>
  );
}

function RoleLoader({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const roles = useArea('roles');
  const role = useRemoteData(`role:${roleId}`, () => roles.get(roleId));
  // spec 2 §8: a failed load of the role shows 'Something went wrong'.
  if (role.error) return <Message severity="error" className="kit-page__message" text={t('roles.errors.generic')} />;
  if (role.loading || !role.data) {
    return <LoadingState card label={t('roles.form.loading')} />;
  }
  return <RoleForm existing={role.data} />;
}

function RoleForm({ existing: role }: { existing: Role | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useArea('roles');
  const { isPlatform } = useCan();
  const { claims } = useSession();
  const [failure, setFailure] = useState<AppError | null>(null);
  const choosesOrganisation = isPlatform && role === null;
  const organisations = useOrganisations(claims?.userTypeId);
  const form = useZodForm(roleFormSchema, {
    name: role?.name ?? '',
    description: role?.description ?? '',
    permissions: role?.permissions ?? {},
    ...(choosesOrganisation && claims ? { userTypeId: claims.userTypeId } : {}),
  });
  const { control, handleSubmit, formState, watch } = form;
  const description = watch('description') ?? '';
  // spec 2 §6: the platform-only groups are shown to platform staff only.
  const areas = isPlatform ? permissionAreas : permissionAreas.filter((area) => !platformOnlyAreas.includes(area));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const draft = {
      name: values.name,
      description: values.description,
      permissions: values.permissions,
      ...(choosesOrganisation && values.userTypeId ? { organisationId: values.userTypeId } : {}),
    };
    try {
      await (role ? roles.update(role.id, draft) : roles.create(draft));
      void navigate(pathTo('roles'), { state: { saved: values.name } });
    } catch (problem) {
      setFailure(asAppError(problem));
    }
  });

  const groups = (['platform', 'operator', 'merchant'] as const)
    .map((kind) => ({
      label: t(`roles.form.organisationKinds.${kind}`),
      items: (organisations.data ?? []).filter((o) => o.kind === kind).map((o) => ({ value: o.id, label: o.name })),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <form className="roles-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('roles.form.name')}>
      {failure && <Message severity="error" className="kit-page__message" text={errorMessageOf(t, failure)} />}
      <div className="kit-card roles-form__details">
        <ControlledField
          control={control}
          name="name"
          id="role-name"
          label={t('roles.form.fields.name')}
          render={(field, aria) => <InputText id="role-name" {...field} value={field.value ?? ''} autoComplete="off" {...aria} />}
        />
        {choosesOrganisation && (
          <ControlledField
            control={control}
            name="userTypeId"
            id="role-organisation"
            label={t('roles.form.fields.organisation')}
            hint={t('roles.form.hints.organisation')}
            render={(field, aria) => (
              <Dropdown
                inputId="role-organisation"
                value={field.value ?? null}
                options={groups}
                optionGroupLabel="label"
                optionGroupChildren="items"
                onChange={(event) => field.onChange(event.value as string)}
                onBlur={field.onBlur}
                filter
                placeholder={organisations.loading ? t('roles.form.loadingChoices') : undefined}
                {...aria}
              />
            )}
          />
        )}
        <ControlledField
          control={control}
          name="description"
          id="role-description"
          label={t('roles.form.fields.description')}
          hint={t('roles.form.hints.description', { count: description.length, max: roleLimits.description.max })}
          className="roles-form__wide"
          render={(field, aria) => <InputTextarea id="role-description" {...field} value={field.value ?? ''} rows={3} autoResize {...aria} />}
        />
      </div>
      <section className="roles-form__permissions" aria-labelledby="role-permissions-title">
        <div className="roles-form__permissions-head">
          <h2 id="role-permissions-title">{t('roles.form.permissions')}</h2>
          <p>{t('roles.form.permissionsHint')}</p>
        </div>
        <Controller
          control={control}
          name="permissions"
          render={({ field }) => (
            <PermissionMatrix areas={areas} value={normalisePermissions(field.value)} onChange={field.onChange} held={claims?.role?.permissions} />
          )}
        />
      </section>
      <div className="roles-form__actions">
        <Link to={pathTo('roles')} className="p-button p-button-outlined p-button-secondary">
          {t('roles.form.cancel')}
        </Link>
        <Button type="submit" label={t('roles.form.save')} icon="pi pi-check" loading={formState.isSubmitting} />
      </div>
    </form>
  );
}
