import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './page-layout.css';

export interface PermissionDeniedProps {
  /** What the person may not do here, in a sentence. */
  message: string;
  /** spec 2 §8 'Permission Denied' by default (the kit's catalogue). */
  title?: string;
}

/** One look for "access denied" on every screen (spec 2 §6, §8): a lock card with a title and the reason. */
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
