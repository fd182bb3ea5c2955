import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReconciliationLine } from '../../application/reconciliation/reconciliation.port';
import { reconciliationLimits } from '../../domain/reconciliation/reconciliation';
import { Ltr } from '../common/ltr';
import { moneyWithCurrencyText } from '../kit/formatters';

export type LineAction = 'refund' | 'approve' | 'resolve';

export interface LineActionDialogProps {
  line: ReconciliationLine;
  action: LineAction;
  busy: boolean;
  onConfirm: (text: string) => void;
  onCancel: () => void;
}

/** Asks before a line changes: the reason for a refund, or the note that resolves it. */
export function LineActionDialog({ line, action, busy, onConfirm, onCancel }: LineActionDialogProps) {
  const { t } = useTranslation();
  const a = (key: string, values: Record<string, string> = {}) => t(`reconciliation.dialog.${action}.${key}`, values);
  const [text, setText] = useState(action === 'approve' ? (line.note ?? '') : '');
  const [touched, setTouched] = useState(false);
  const empty = text.trim() === '';
  const amount = line.statementAmount ?? line.ourAmount;
  return (
    <Dialog
      header={a('title')}
      visible
      onHide={onCancel}
      className="reconciliation-dialog"
      breakpoints={{ '640px': '96vw' }}
      style={{ width: '34rem' }}
      footer={
        <div className="reconciliation-dialog__actions">
          <Button type="button" label={t('reconciliation.dialog.cancel')} outlined onClick={onCancel} disabled={busy} />
          <Button
            type="button"
            label={a('confirm')}
            severity={action === 'resolve' ? undefined : 'danger'}
            loading={busy}
            onClick={() => {
              setTouched(true);
              if (!empty) onConfirm(text);
            }}
          />
        </div>
      }
    >
      <p>{a('message', { amount: amount === null ? '' : moneyWithCurrencyText(amount) })}</p>
      <p>
        <Ltr>{line.providerReference}</Ltr>
      </p>
      <label className="reconciliation-dialog__label" htmlFor="reconciliation-dialog-text">
        {a('label')}
      </label>
      <InputTextarea
        id="reconciliation-dialog-text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        maxLength={reconciliationLimits.noteMax}
        autoFocus
        invalid={touched && empty}
        aria-describedby={touched && empty ? 'reconciliation-dialog-error' : undefined}
      />
      {touched && empty && (
        <small id="reconciliation-dialog-error" className="p-error">
          {a('required')}
        </small>
      )}
    </Dialog>
  );
}
