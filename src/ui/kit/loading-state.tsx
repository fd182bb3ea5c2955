import { ProgressSpinner } from 'primereact/progressspinner';

/**
 * The one look of "still loading" inside a page: a spinner and the words saying what loads,
 * announced politely; on a card when it stands for the whole form or record.
 */
export function LoadingState({ label, card = false }: { label: string; card?: boolean }) {
  return (
    <div className={card ? 'kit-card kit-loading' : 'kit-loading'} role="status">
      <ProgressSpinner className="kit-loading__spinner" strokeWidth="4" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
