import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

const NotifyContext = createContext<Notify | null>(null);

/** The portal's one Toast (top centre, spec 1 §8) and one ConfirmDialog, mounted once. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const toast = useRef<Toast>(null);
  const notify = useMemo<Notify>(() => {
    const show = (severity: 'success' | 'error' | 'info') => (detail: string, options: NoticeOptions = {}) =>
      toast.current?.show({ severity, summary: options.summary, detail, life: options.lifeMs ?? snackbarLifeMs });
    return {
      success: show('success'),
      error: show('error'),
      info: show('info'),
      confirm: ({ header, message, acceptLabel, rejectLabel, danger = false }) =>
        new Promise<boolean>((resolve) => {
          confirmDialog({
            header,
            message,
            icon: danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
            acceptLabel: acceptLabel ?? t('kit.confirm.accept'),
            rejectLabel: rejectLabel ?? t('kit.confirm.reject'),
            acceptClassName: danger ? 'p-button-danger' : undefined,
            accept: () => resolve(true),
            reject: () => resolve(false),
          });
        }),
    };
  }, [t]);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog />
    </NotifyContext.Provider>
  );
}

/** Toasts and confirmations for any view: `notify.success(text)`, `await notify.confirm({...})`. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs the NotifyProvider of portal-providers.tsx above it');
  return notify;
}
