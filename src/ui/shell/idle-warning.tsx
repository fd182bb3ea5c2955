import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idleStateAt, type IdleState } from '../../domain/session/idle-warning';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { useSessionActor } from '../session/session-provider';
import { useSession } from '../session/use-session';

/**
 * docs/decisions/0002-sessions.md: a minute before a staff session's idle timeout the portal asks
 * whether to stay signed in; staying calls the server (which counts it as activity), otherwise the
 * portal signs out when the minute is over. Any request the portal sends counts as activity.
 */
export function IdleWarning() {
  const { t } = useTranslation();
  const { requestActivity, keepAlive } = useUseCases();
  const { claims } = useSession();
  const session = useSessionActor();
  const lastActivity = useRef(Date.now());
  const [state, setState] = useState<IdleState>({ kind: 'active' });
  const staff = claims?.organisation === 'platform';

  useEffect(
    () =>
      requestActivity.subscribe(() => {
        lastActivity.current = Date.now();
      }),
    [requestActivity],
  );

  useEffect(() => {
    if (!staff) return undefined;
    const timer = window.setInterval(() => {
      const next = idleStateAt(lastActivity.current, Date.now());
      if (next.kind === 'timed-out') session.send({ type: 'session.signOut' });
      setState(next);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [staff, session]);

  if (!staff || state.kind !== 'warning') return null;
  const stay = () => {
    lastActivity.current = Date.now();
    setState({ kind: 'active' });
    void keepAlive();
  };
  return (
    <Dialog
      header={t('shell.idle.title')}
      visible
      modal
      closable={false}
      onHide={stay}
      footer={
        <div className="idle-warning__actions">
          <Button label={t('shell.idle.signOut')} icon="pi pi-sign-out" outlined onClick={() => session.send({ type: 'session.signOut' })} />
          <Button label={t('shell.idle.stay')} icon="pi pi-check" onClick={stay} autoFocus />
        </div>
      }
      style={{ width: 'min(28rem, 92vw)' }}
    >
      <p role="timer" aria-live="polite">
        {t('shell.idle.message', { seconds: state.secondsLeft })}
      </p>
    </Dialog>
  );
}
