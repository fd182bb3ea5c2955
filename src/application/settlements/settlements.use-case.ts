import { isCurrencyCode } from '../../domain/money/currencies';
import { computeSettlement } from '../../domain/settlements/settlement-arithmetic';
import { AppError } from '../errors/app-error';
import type { Settlement, SettlementsPort } from './settlements.port';
import { liveSettlementFigures, settlementTermsOf, type LiveSettlementFigures, type SettlementFormInput } from './settlement-figures.use-case';
import { portMethodsAs, type PortMethodsAs } from '../use-cases/port-methods';

/** The settlement form's values at Save (spec 1 §2). */
export interface SettlementFormSubmission extends SettlementFormInput {
  dateFrom: string;
  dateTo: string;
  country: string;
  merchantId: string;
  channel: string;
}

const passedOn = { list: 'settlements', get: 'settlement', revenue: 'merchantRevenue' } as const;

export interface SettlementsUseCases extends PortMethodsAs<SettlementsPort, typeof passedOn> {
  /** The live arithmetic of the form (spec 1 §2, §5), through the domain only. */
  liveFigures: (input: SettlementFormInput) => LiveSettlementFigures;
  /** Recomputes every figure from the terms and saves; the server recomputes again. */
  create: (form: SettlementFormSubmission) => Promise<Settlement>;
}

export function settlementsUseCases(deps: { settlements: SettlementsPort }): SettlementsUseCases {
  const { settlements } = deps;
  return {
    ...portMethodsAs(settlements, passedOn),
    liveFigures: liveSettlementFigures,
    async create(form) {
      const terms = settlementTermsOf(form);
      const computed = terms === null ? null : computeSettlement(terms);
      if (terms === null || computed === null || !computed.ok || !isCurrencyCode(form.localCurrency)) {
        const field = computed && !computed.ok ? computed.issues[0]?.field : undefined;
        throw new AppError('settlement.invalid-terms', 'The settlement figures are incomplete or invalid', field);
      }
      return settlements.createSettlement({
        dateFrom: form.dateFrom,
        dateTo: form.dateTo,
        country: form.country,
        merchantId: form.merchantId,
        channel: form.channel,
        localCurrency: form.localCurrency,
        terms,
        figures: computed.value,
      });
    },
  };
}
