import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest, NoticeRequest, NotifyHostApi } from './notify-host';

/** spec 1 §9: snackbars hide after 6 000 ms; the login failure toast after 5 000 ms (pass `lifeMs`). */
export const snackbarLifeMs = 6000;
export const loginToastLifeMs = 5000;

export interface NoticeOptions {
  summary?: string;
  lifeMs?: number;
}

export interface ConfirmOptions {
  header: string;
  message: string;
  acceptLabel?: string;
  rejectLabel?: string;
  /** A destructive action gets the danger colour. */
  danger?: boolean;
}

export interface Notify {
  success: (detail: string, options?: NoticeOptions) => void;
  error: (detail: string, options?: NoticeOptions) => void;
  /** A neutral notice (spec 3 §8: a payout refresh that succeeded is an Info toast). */
  info: (detail: string, options?: NoticeOptions) => void;
  /** Resolves true when the person accepts. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

type Request = { kind: 'notice'; notice: NoticeRequest } | { kind: 'confirm'; confirm: ConfirmRequest };

const NotifyHost = lazy(() => import('./notify-host').then((module) => ({ default: module.NotifyHost })));
const NotifyContext = createContext<Notify | null>(null);

/**
 * Toasts and confirmations for every view. The host (PrimeReact's Toast and ConfirmDialog) mounts
 * with the first request, which waits for it; later ones go straight to it.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const host = useRef<NotifyHostApi | null>(null);
  const waiting = useRef<Request[]>([]);
  const [wanted, setWanted] = useState(false);

  const send = useCallback((request: Request) => {
    const ready = host.current;
    if (ready === null) {
      waiting.current.push(request);
      setWanted(true);
    } else if (request.kind === 'notice') ready.notice(request.notice);
    else ready.confirm(request.confirm);
  }, []);

  const onReady = useCallback(
    (api: NotifyHostApi) => {
      host.current = api;
      const queued = waiting.current.splice(0);
      for (const request of queued) send(request);
    },
    [send],
  );

  const notify = useMemo<Notify>(() => {
    const show =
      (severity: NoticeRequest['severity']) =>
      (detail: string, options: NoticeOptions = {}) =>
        send({ kind: 'notice', notice: { severity, detail, summary: options.summary, lifeMs: options.lifeMs ?? snackbarLifeMs } });
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      confirm: ({ header, message, acceptLabel, rejectLabel, danger = false }) =>
        new Promise<boolean>((resolve) =>
          send({
            kind: 'confirm',
            confirm: {
              header,
              message,
              acceptLabel: acceptLabel ?? t('kit.confirm.accept'),
              rejectLabel: rejectLabel ?? t('kit.confirm.reject'),
              danger,
              resolve,
            },
          }),
        ),
    };
  }, [t, send]);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <NotifyHost onReady={onReady} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

/** Toasts and confirmations for any view: `notify.success(text)`, `await notify.confirm({...})`. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs the NotifyProvider of portal-providers.tsx above it');
  return notify;
}
