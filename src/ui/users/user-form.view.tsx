import { Message } from 'primereact/message';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalUser } from '../../application/users/users.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { userEditFormSchema, userFormSchemaFor } from '../../forms/user.form-schema';
import { PageHeader } from '../kit/page-header';
import { PermissionDenied } from '../kit/permission-denied';
import { useCan } from '../kit/use-can';
import { useRemoteData } from '../kit/use-remote-data';
import { useZodForm } from '../kit/use-zod-form';
import { useScreenParams } from '../routing/use-screen-params';
import { useSession } from '../session/use-session';
import { UserFormCard } from './user-form-card';
import './users.css';
import { LoadingState } from '../kit/loading-state';

/** spec 2 §2.6 /users/form/{userId}: `new` creates, an id edits. */
export function UserFormView() {
  const { t } = useTranslation();
  const { userId } = useScreenParams('userForm');
  const { can } = useCan();
  const isNew = userId === 'new';
  const allowed = can(['Users', isNew ? 'addUsers' : 'editUsers']);
  return (
    <section className="kit-page kit-page--narrow" aria-labelledby="user-form-title">
      <PageHeader
        titleId="user-form-title"
        title={t(isNew ? 'users.form.createTitle' : 'users.form.editTitle')}
        subtitle={t('users.form.subtitle')}
        icon={isNew ? 'pi-user-plus' : 'pi-user-edit'}
      />
      {!allowed ? (
        <PermissionDenied title={t('users.denied.title')} message={t('users.denied.message')} />
      ) : isNew ? (
        <UserCreateForm />
      ) : (
        <UserEditLoader userId={userId} />
      )}
    </section>
  );
}

function UserEditLoader({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const users = useArea('users');
  const user = useRemoteData(`user:${userId}`, () => users.get(userId));
  // spec 2 §8: a failed load of the user form's data shows 'Something went wrong'.
  if (user.error) return <Message severity="error" className="kit-page__message" text={t('users.errors.generic')} />;
  if (user.loading || !user.data) {
    return <LoadingState card label={t('users.form.loading')} />;
  }
  return <UserEditForm user={user.data} />;
}

function UserCreateForm() {
  const users = useArea('users');
  const { isPlatform } = useCan();
  const { claims } = useSession();
  // docs/decisions/0037-password-rules.md: a platform login's own record is the platform's, whose users are staff.
  const schema = useMemo(() => userFormSchemaFor(isPlatform ? claims?.userTypeId : undefined), [isPlatform, claims?.userTypeId]);
  const form = useZodForm(schema, { name: '', userName: '', password: '', email: '', ...(isPlatform ? { userType: 'Admin' as const } : {}) });
  return (
    <UserFormCard
      form={form}
      credentials
      onSave={(details, values) => users.create({ ...details, password: values.password ?? '', email: values.email ?? '' })}
    />
  );
}

function UserEditForm({ user }: { user: PortalUser }) {
  const users = useArea('users');
  const { isPlatform } = useCan();
  const form = useZodForm(userEditFormSchema, {
    name: user.name,
    userName: user.userName,
    ...(user.role ? { role: { _id: user.role.id, name: user.role.name } } : {}),
    ...(isPlatform ? { userType: user.userType, ...(user.userType === 'Admin' ? {} : { userTypeId: user.organisationId }) } : {}),
  });
  return <UserFormCard form={form} onSave={(details) => users.update(user.id, details)} />;
}
