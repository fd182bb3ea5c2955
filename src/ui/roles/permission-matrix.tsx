import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { flagsOf, hasPermission } from '../../domain/permissions/permission-rules';
import type { PermissionArea, PermissionRequirement, Permissions } from '../../domain/permissions/permission-catalogue';

export interface PermissionMatrixProps {
  /** The groups shown, in catalogue order (spec 2 §6: platform-only groups for platform staff only). */
  areas: readonly PermissionArea[];
  value: Permissions;
  onChange: (next: Permissions) => void;
  /** The author's own grants: a flag outside them is shown but cannot be given (docs/spec/decisions.md §8). */
  held: Permissions | undefined;
}

const requirement = (area: PermissionArea, flag: string): PermissionRequirement => [area, flag] as unknown as PermissionRequirement;

function withFlags(value: Permissions, area: PermissionArea, flags: readonly string[], on: boolean): Permissions {
  const grants: Record<string, boolean> = { ...(value[area] as Record<string, boolean> | undefined) };
  for (const flag of flags) grants[flag] = on;
  return { ...value, [area]: grants };
}

/** spec 2 §2.7 and §3: one group per area, a checkbox per flag and a "select all" per group. */
export function PermissionMatrix({ areas, value, onChange, held }: PermissionMatrixProps) {
  const { t } = useTranslation();
  return (
    <div className="roles-matrix">
      {areas.map((area) => {
        const flags = flagsOf(area) as readonly string[];
        const holdable = flags.filter((flag) => hasPermission(held, requirement(area, flag)));
        const allOn = holdable.length > 0 && holdable.every((flag) => hasPermission(value, requirement(area, flag)));
        const groupId = `perm-${area}`;
        return (
          <fieldset key={area} className="roles-matrix__group" aria-labelledby={`${groupId}-title`}>
            <div className="roles-matrix__head">
              <h3 id={`${groupId}-title`}>{t(`roles.areas.${area}`)}</h3>
              <span className="roles-matrix__all">
                <Checkbox
                  inputId={`${groupId}-all`}
                  checked={allOn}
                  disabled={holdable.length === 0}
                  onChange={(event) => onChange(withFlags(value, area, holdable, event.checked === true))}
                  aria-label={t('roles.form.selectAllOf', { area: t(`roles.areas.${area}`) })}
                />
                <label htmlFor={`${groupId}-all`} aria-hidden="true">
                  {t('roles.form.selectAll')}
                </label>
              </span>
            </div>
            <ul className="roles-matrix__flags">
              {flags.map((flag) => {
                const id = `${groupId}-${flag}`;
                const locked = !holdable.includes(flag);
                return (
                  <li key={flag} className={locked ? 'roles-matrix__flag roles-matrix__flag--locked' : 'roles-matrix__flag'}>
                    <Checkbox
                      inputId={id}
                      checked={hasPermission(value, requirement(area, flag))}
                      disabled={locked}
                      onChange={(event) => onChange(withFlags(value, area, [flag], event.checked === true))}
                      {...(locked ? { 'aria-describedby': `${id}-hint` } : {})}
                    />
                    <label htmlFor={id}>
                      {t(`roles.flags.${flag}`)}
                      {locked && (
                        <small id={`${id}-hint`} className="roles-matrix__hint">
                          <i className="pi pi-lock" aria-hidden="true" /> {t('roles.form.notHeld')}
                        </small>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
