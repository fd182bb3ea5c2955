import { confirmDialog, ConfirmDialog } from 'primereact/confirmdialog';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import '../styles/prime-styles';

export interface NoticeRequest {
  severity: 'success' | 'error' | 'info';
  detail: string;
  summary: string | undefined;
  lifeMs: number;
}

export interface ConfirmRequest {
  header: string;
  message: string;
  acceptLabel: string;
  rejectLabel: string;
  danger: boolean;
  resolve: (accepted: boolean) => void;
}

export interface NotifyHostApi {
  notice: (request: NoticeRequest) => void;
  confirm: (request: ConfirmRequest) => void;
}

/**
 * The portal's one Toast (top centre, spec 1 §8) and one ConfirmDialog. PrimeReact's code and theme
 * load with the first notice or confirmation, not with /login (docs/decisions/0029-first-load.md).
 */
export function NotifyHost({ onReady }: { onReady: (api: NotifyHostApi) => void }) {
  const toast = useRef<Toast>(null);
  useEffect(() => {
    onReady({
      notice: ({ severity, detail, summary, lifeMs }) => toast.current?.show({ severity, summary, detail, life: lifeMs }),
      confirm: ({ header, message, acceptLabel, rejectLabel, danger, resolve }) =>
        confirmDialog({
          header,
          message,
          icon: danger ? 'pi pi-exclamation-triangle' : 'pi pi-question-circle',
          acceptLabel,
          rejectLabel,
          acceptClassName: danger ? 'p-button-danger' : undefined,
          accept: () => resolve(true),
          reject: () => resolve(false),
        }),
    });
  }, [onReady]);
  return (
    <>
      <Toast ref={toast} position="top-center" />
      <ConfirmDialog />
    </>
  );
}
