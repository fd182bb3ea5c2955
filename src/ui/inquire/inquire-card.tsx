import type { ReactNode } from 'react';
import { JsonBlock } from '../kit/json-block';

/** One card of the inquiry's result: an icon and title, a hint beside them, then its content. */
export function InquireCard({ titleId, icon, title, hint, children }: { titleId: string; icon: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section className="inquire-card" aria-labelledby={titleId}>
      <header className="inquire-card__header">
        <h2 id={titleId}>
          <i className={`pi ${icon}`} aria-hidden="true" /> {title}
        </h2>
        <span className="inquire-card__hint">{hint}</span>
      </header>
      {children}
    </section>
  );
}

/** A JSON document under its heading (a request, an answer, a notification body). */
export function TitledJson({ title, value, label = title }: { title: string; value: unknown; label?: string }) {
  return (
    <div>
      <h3>{title}</h3>
      <JsonBlock value={value} label={label} />
    </div>
  );
}
