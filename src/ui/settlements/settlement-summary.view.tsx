import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useScreenParams } from '../routing/use-screen-params';
import { appErrorCodes } from '../../application/errors/app-error';
import type { Settlement } from '../../application/settlements/settlements.port';
import { useArea } from '../../infrastructure/di/use-cases-context';
import { Ltr } from '../common/ltr';
import { errorMessageOf } from '../i18n/error-message';
import { dateText, moneyWithCurrencyText, percentText, periodText, rateText } from '../kit/formatters';
import { SettlementAdjustments } from './settlement-adjustments';
import { TokenExpiredDialog } from './token-expired-dialog';
import { useSettlementData } from './use-settlement-data';
import './settlements.css';
import { pathTo } from '../routing/paths';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`settlement-summary__row${strong ? ' settlement-summary__row--strong' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function SummaryBody({ settlement: s }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const k = (key: string, values: Record<string, string> = {}) => t(`settlements.summary.${key}`, values);
  return (
    <>
      <dl className="settlement-summary__facts">
        <Row label={k('transactionNumber')}>
          <Ltr>{s.transactionId}</Ltr>
        </Row>
        <Row label={k('date')}>
          <bdi>{dateText(s.transactionDate)}</bdi>
        </Row>
        <Row label={k('merchant')}>{s.merchantName}</Row>
        <Row label={k('period')}>
          <bdi>{periodText(s.dateFrom, s.dateTo)}</bdi>
        </Row>
        <Row label={k('currency')}>{s.settledCurrency}</Row>
        <Row label={k('channel')}>{t(`settlements.channels.${s.channel}`, { defaultValue: s.channel })}</Row>
        <Row label={k('country')}>{t(`settlements.countries.${s.country}`, { defaultValue: s.country })}</Row>
        <Row label={k('status')}>
          <Tag severity="success" value={k('paid')} icon="pi pi-check" />
        </Row>
      </dl>
      <h2 className="settlement-summary__section">{k('revenueSection')}</h2>
      <dl className="settlement-summary__figures">
        <Row label={k('totalRevenue')}>
          <Ltr>{moneyWithCurrencyText(s.totalRevenue)}</Ltr>
        </Row>
        <Row label={k('platformShare', { percent: percentText(s.platformSharePercentage) })}>
          <Ltr>{moneyWithCurrencyText(s.platformShare)}</Ltr>
        </Row>
        <Row label={k('merchantShare', { percent: percentText(s.merchantSharePercentage) })}>
          <Ltr>{moneyWithCurrencyText(s.merchantShare)}</Ltr>
        </Row>
        <Row label={k('subTotal')} strong>
          <Ltr>{moneyWithCurrencyText(s.subTotal)}</Ltr>
        </Row>
      </dl>
      <SettlementAdjustments settlement={s} />
      <h2 className="settlement-summary__section">{k('transferSection')}</h2>
      <dl className="settlement-summary__figures">
        <Row label={k('remittanceCharges', { percent: percentText(s.remittanceChargesPercentage) })}>
          <Ltr>{moneyWithCurrencyText(s.remittanceCharges)}</Ltr>
        </Row>
        <Row label={k('netTransfer', { currency: s.localCurrency })}>
          <Ltr>{moneyWithCurrencyText(s.netTransferAmount)}</Ltr>
        </Row>
        <Row label={k('exchangeRate')}>
          <Ltr>{rateText(s.exchangeRate)}</Ltr>
        </Row>
        <Row label={k('grossSettled', { currency: s.settledCurrency })}>
          <Ltr>{moneyWithCurrencyText(s.grossSettledAmount)}</Ltr>
        </Row>
        <Row label={k('netSettled', { currency: s.settledCurrency })} strong>
          <Ltr>{moneyWithCurrencyText(s.netSettledAmount)}</Ltr>
        </Row>
      </dl>
    </>
  );
}

/** spec 1 §2 Settlement summary, at /settlement-summary/:id and /settlements/:id (docs/spec/decisions.md §6). */
export function SettlementSummaryView() {
  const { t } = useTranslation();
  const { settlementId } = useScreenParams('settlementSummary');
  const settlements = useArea('settlements');
  const load = useSettlementData(settlementId, () => settlements.get(settlementId));
  const settlement = load.error ? undefined : load.data;

  return (
    <section className="settlements-page" aria-labelledby="settlement-summary-title">
      <header className="settlements-page__header settlement-summary__toolbar">
        <Link to={pathTo('settlements')} className="p-button p-button-text settlement-summary__back">
          <i className="pi pi-arrow-left flip-in-rtl" aria-hidden="true" />
          <span>{t('settlements.summary.back')}</span>
        </Link>
        {/* spec 1 §2: printing shows only the summary area (settlements.css @media print). */}
        <Button label={t('settlements.summary.print')} icon="pi pi-print" onClick={() => window.print()} disabled={settlement === undefined} />
      </header>
      {load.failure && (
        <Message
          severity={load.failure.code === appErrorCodes.notFound ? 'warn' : 'error'}
          className="settlements-page__message"
          content={
            <span className="settlements-page__failure">
              {load.failure.code === appErrorCodes.notFound
                ? t('settlements.summary.notFound')
                : `${t('settlements.summary.loadFailed')} ${errorMessageOf(t, load.failure)}`}
              {load.failure.code !== appErrorCodes.notFound && (
                <Button label={t('settlements.list.retry')} icon="pi pi-refresh" text size="small" onClick={load.reload} />
              )}
            </span>
          }
        />
      )}
      {load.error === null && (
        <article className="settlement-print kit-card settlement-summary" aria-busy={load.loading}>
          <header className="settlement-summary__head">
            <span className="brand-mark" aria-hidden="true">
              {t('brand.name')}
            </span>
            <div>
              <h1 id="settlement-summary-title">{t('settlements.summary.title')}</h1>
              {settlement && (
                <p className="settlement-summary__number">
                  <Ltr>{settlement.transactionId}</Ltr>
                </p>
              )}
            </div>
          </header>
          {settlement ? (
            <SummaryBody settlement={settlement} />
          ) : (
            <div className="settlement-summary__skeleton">
              {Array.from({ length: 8 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
                <Skeleton key={index} height="1.4rem" className="mb-2" />
              ))}
            </div>
          )}
          <footer className="settlement-summary__footer">{t('settlements.summary.footer')}</footer>
        </article>
      )}
      <TokenExpiredDialog message={load.tokenMessage} />
    </section>
  );
}
