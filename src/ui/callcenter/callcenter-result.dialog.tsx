import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { CallcenterResult, LateCharge, RefundSummary, TransactionSummary } from '../../application/callcenter/callcenter.port';
import { Ltr } from '../common/ltr';
import { dateTimeText, moneyWithCurrencyText } from '../kit/formatters';
import { JsonBlock } from '../kit/json-block';

function Facts({ items }: { items: readonly (readonly [label: string, value: React.ReactNode])[] }) {
  return (
    <dl className="callcenter-facts">
      {items.map(([label, value]) => (
        <div key={label} className="callcenter-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RefundFacts({ refund }: { refund: RefundSummary }) {
  const { t } = useTranslation();
  return (
    <Facts
      items={[
        [t('callcenter.refund.amount'), <Ltr key="amount">{moneyWithCurrencyText(refund.amount)}</Ltr>],
        [t('callcenter.refund.state'), t(`callcenter.refundStates.${refund.state}`)],
        [t('callcenter.refund.requestedBy'), <Ltr key="by">{refund.requestedBy}</Ltr>],
        [t('callcenter.refund.requestedAt'), <Ltr key="at">{dateTimeText(refund.requestedAt)}</Ltr>],
        [t('callcenter.refund.providerReference'), <Ltr key="ref">{refund.providerReference ?? '—'}</Ltr>],
      ]}
    />
  );
}

/** The order's other charges, made by its provider for attempts that had ended (docs/decisions/0031-hosted-checkout.md). */
function LateCharges({ charges }: { charges: LateCharge[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="callcenter-dialog__subtitle">{t('callcenter.summary.lateCharges')}</h3>
      <p>{t('callcenter.summary.lateChargesHint')}</p>
      {charges.map((charge) => (
        <Facts
          key={charge.reference}
          items={[
            [t('callcenter.summary.lateCharge.reference'), <Ltr key="ref">{charge.reference}</Ltr>],
            [t('callcenter.summary.lateCharge.amount'), <Ltr key="amount">{moneyWithCurrencyText(charge.amount)}</Ltr>],
            [t('callcenter.summary.lateCharge.state'), t(`callcenter.summary.lateCharge.states.${charge.state}`)],
            [t('callcenter.summary.lateCharge.at'), <Ltr key="at">{charge.at === null ? '—' : dateTimeText(charge.at)}</Ltr>],
          ]}
        />
      ))}
    </>
  );
}

/** The transaction-summary modal (spec 3 §2): our record of the transaction and its refund. */
export function TransactionSummaryDialog({ transaction, onClose }: { transaction: TransactionSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog header={t('callcenter.summary.title')} visible={transaction !== null} onHide={onClose} className="callcenter-dialog" modal dismissableMask>
      {transaction && (
        <>
          <Facts
            items={[
              [t('callcenter.summary.transactionNumber'), <Ltr key="n">{transaction.transactionNumber}</Ltr>],
              [t('callcenter.summary.orderId'), <Ltr key="o">{transaction.orderId}</Ltr>],
              [t('callcenter.summary.service'), `${transaction.serviceName} (${transaction.serviceId})`],
              [t('callcenter.summary.merchant'), transaction.merchantName],
              [t('callcenter.summary.operator'), t(`callcenter.providers.${transaction.operator}`)],
              [t('callcenter.summary.amount'), <Ltr key="a">{moneyWithCurrencyText(transaction.amount)}</Ltr>],
              [t('callcenter.summary.msisdn'), <Ltr key="m">{transaction.msisdn}</Ltr>],
              [t('callcenter.summary.date'), <Ltr key="d">{dateTimeText(transaction.transactionDate)}</Ltr>],
              [t('callcenter.summary.status'), t(`callcenter.statuses.${transaction.status}`)],
            ]}
          />
          <h3 className="callcenter-dialog__subtitle">{t('callcenter.summary.refund')}</h3>
          {transaction.refund ? <RefundFacts refund={transaction.refund} /> : <p>{t('callcenter.summary.noRefund')}</p>}
          {transaction.lateCharges.length > 0 && <LateCharges charges={transaction.lateCharges} />}
        </>
      )}
    </Dialog>
  );
}

interface ResultDialogProps {
  result: CallcenterResult | null;
  onClose: () => void;
  onShowSummary: (transaction: TransactionSummary) => void;
}

/** spec 3 §2: the result dialog opens after the call and clears when closed. */
export function CallcenterResultDialog({ result, onClose, onShowSummary }: ResultDialogProps) {
  const { t } = useTranslation();
  const transaction = result?.transaction ?? null;
  return (
    <Dialog
      header={result ? t(`callcenter.result.title.${result.operation}`) : ''}
      visible={result !== null}
      onHide={onClose}
      className="callcenter-dialog"
      modal
      footer={<Button type="button" label={t('callcenter.result.close')} onClick={onClose} autoFocus />}
    >
      {result && (
        <div className="callcenter-result">
          <p className="callcenter-result__message">
            <Tag severity={result.succeeded ? 'success' : 'danger'} value={t(result.succeeded ? 'callcenter.result.success' : 'callcenter.result.failed')} />{' '}
            <span>{result.message}</span>
          </p>
          {result.providerStatus && (
            <p>
              {t('callcenter.result.providerStatus')}: <Ltr>{result.providerStatus}</Ltr>
            </p>
          )}
          {result.refund && <RefundFacts refund={result.refund} />}
          {transaction && (
            <Button
              type="button"
              link
              icon="pi pi-file"
              label={t('callcenter.result.showSummary')}
              onClick={() => onShowSummary(transaction)}
              className="callcenter-result__summary"
            />
          )}
          <Accordion>
            <AccordionTab header={t('callcenter.result.providerAnswer')}>
              <JsonBlock value={result.providerAnswer} label={t('callcenter.result.providerAnswer')} />
            </AccordionTab>
          </Accordion>
        </div>
      )}
    </Dialog>
  );
}
