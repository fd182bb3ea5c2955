import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// spec 2 §2.6, §2.7 and docs/decisions/0016-users-and-roles.md.
export const usersAndRolesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // A deleted user is kept (payouts, settlements and CSV jobs name who made them) but can no
    // longer sign in, is listed nowhere and keeps its user name reserved.
    await sql`alter table users add column deleted_at timestamptz`.execute(db);

    // Role names are unique within their organisation, whatever the case: two requests at once
    // cannot both create "Support" for one merchant.
    await sql`create unique index roles_name_per_owner on roles (user_type_id, lower(name))`.execute(db);

    // The delete flags are new; a role that already held every other write flag of the area (the
    // platform admin's "every permission") keeps holding every flag.
    await sql`
      update roles set permissions = jsonb_set(permissions, '{Users,deleteUsers}', 'true'::jsonb)
      where permissions->'Users'->'addUsers' = 'true'::jsonb
        and permissions->'Users'->'editUsers' = 'true'::jsonb
        and permissions->'Users'->'activeDeactivateUser' = 'true'::jsonb`.execute(db);
    await sql`
      update roles set permissions = jsonb_set(permissions, '{Roles,deleteRoles}', 'true'::jsonb)
      where permissions->'Roles'->'addRoles' = 'true'::jsonb
        and permissions->'Roles'->'editRoles' = 'true'::jsonb
        and permissions->'Roles'->'activateDeactivateRole' = 'true'::jsonb`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop index if exists roles_name_per_owner`.execute(db);
    await sql`alter table users drop column if exists deleted_at`.execute(db);
  },
};
