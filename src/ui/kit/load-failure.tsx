import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import './page-layout.css';

/** A list that did not load: the reason and a way to try again, above the (empty) table. */
export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Message
      severity="error"
      className="kit-page__message"
      content={
        <span className="kit-load-failure">
          {message}
          <Button label={retryLabel} icon="pi pi-refresh" text size="small" onClick={onRetry} />
        </span>
      }
    />
  );
}
