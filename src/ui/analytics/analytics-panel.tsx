import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';

export interface AnalyticsPanelProps {
  id: string;
  title: string;
  /** Figures not there yet (loading, or a failed first load: spec 3 §8 shows no message). */
  waiting: boolean;
  busy: boolean;
  className?: string;
  children: ReactNode;
}

/** One titled card of the analytics dashboards; it keeps its figures while newer ones load. */
export function AnalyticsPanel({ id, title, waiting, busy, className = '', children }: AnalyticsPanelProps) {
  return (
    <section className={`analytics-panel p-card ${className}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="analytics-panel__title">
        {title}
      </h2>
      <div className="analytics-panel__body" aria-busy={busy}>
        {waiting ? (
          <div aria-hidden="true" className="analytics-panel__loading">
            <Skeleton height="1.5rem" />
            <Skeleton height="1.5rem" width="70%" />
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

export interface FigureCard {
  key: string;
  label: string;
  value: ReactNode;
  icon: string;
  tone: 'blue' | 'green' | 'amber' | 'violet' | 'red' | 'teal';
}

/** The summary figures at the top of a dashboard. */
export function FigureCards({ label, cards, waiting }: { label: string; cards: readonly FigureCard[]; waiting: boolean }) {
  return (
    <ul className="analytics-cards" aria-label={label}>
      {cards.map((card) => (
        <li key={card.key} className={`analytics-card analytics-card--${card.tone}`}>
          <span className="analytics-card__icon" aria-hidden="true">
            <i className={`pi ${card.icon}`} />
          </span>
          <span className="analytics-card__text">
            <span className="analytics-card__label">{card.label}</span>
            <strong className="analytics-card__value" data-testid={`figure-${card.key}`}>
              {waiting ? <Skeleton width="6rem" height="1.4rem" /> : card.value}
            </strong>
          </span>
        </li>
      ))}
    </ul>
  );
}
