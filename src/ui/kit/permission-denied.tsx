import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface PermissionDeniedProps {
  /** What the person may not do here, in a sentence; the title is the kit's "Access denied". */
  message: string;
  title?: string;
}

/** One look for "access denied" on every screen: a lock card with a title and the reason. */
export function PermissionDenied({ message, title }: PermissionDeniedProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="kit-denied" role="alert" aria-labelledby={titleId}>
      <div className="kit-denied__icon" aria-hidden="true">
        <i className="pi pi-lock" />
      </div>
      <h2 id={titleId}>{title ?? t('kit.denied.title')}</h2>
      <p>{message}</p>
    </section>
  );
}
