import { useEffect, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { asAppError, type AppError } from '../../application/errors/app-error';
import type { MerchantSummary } from '../../application/lookups/lookups.port';
import type { SettlementsUseCases } from '../../application/settlements/settlements.use-case';
import { formatDecimal } from '../../domain/money/decimal';
import { toAmountString, type Money } from '../../domain/money/money';
import { settlementFigureNames } from '../../domain/settlements/settlement-arithmetic';
import { isIsoDate } from '../../domain/time/iso-date';
import type { SettlementFormValues } from '../../forms/settlement.form-schema';

export type RevenueLookup = { status: 'idle' | 'loading' | 'none' } | { status: 'failed'; error: AppError };

const lookupFields = [
  'totalRevenue',
  'platformShare',
  'platformSharePercentage',
  'merchantShare',
  'merchantSharePercentage',
  'grossRevenue',
  'refundedAmount',
  'settledRevenue',
] as const;
const amountText = (amount: Money | undefined): string => (amount === undefined ? '' : toAmountString(amount));

/**
 * spec 1 §2: picking a merchant (with country and dates) fetches its revenue and fills the
 * read-only revenue and share fields; the remittance percent and exchange rate recompute the
 * rest live, through the domain's arithmetic (SettlementsUseCases.liveFigures).
 */
export function useSettlementFormEffects(
  form: UseFormReturn<SettlementFormValues>,
  useCases: SettlementsUseCases,
  merchants: MerchantSummary[],
): RevenueLookup {
  const { control, setValue, formState } = form;
  const [dateFrom, dateTo, country, merchantId] = useWatch({ control, name: ['dateFrom', 'dateTo', 'country', 'userTypeId'] });
  const [lookup, setLookup] = useState<RevenueLookup>({ status: 'idle' });
  const merchantName = merchants.find((merchant) => merchant.id === merchantId)?.name ?? '';
  const submitted = formState.isSubmitted;

  useEffect(() => {
    const fill = (values: Partial<Record<(typeof lookupFields)[number], string>>) => {
      for (const field of lookupFields) setValue(field, values[field] ?? '', { shouldValidate: submitted });
    };
    if (!isIsoDate(dateFrom) || !isIsoDate(dateTo) || dateFrom > dateTo || country === '' || merchantName === '') {
      fill({});
      setLookup({ status: 'idle' });
      return;
    }
    let live = true;
    setLookup({ status: 'loading' });
    useCases.revenue({ dateFrom, dateTo, country, merchantName }).then(
      (revenue) => {
        if (!live) return;
        setLookup({ status: revenue === null ? 'none' : 'idle' });
        fill(
          revenue === null
            ? {}
            : {
                totalRevenue: toAmountString(revenue.totalRevenue),
                platformShare: toAmountString(revenue.platformShare),
                platformSharePercentage: formatDecimal(revenue.platformSharePercentage),
                merchantShare: toAmountString(revenue.merchantShare),
                merchantSharePercentage: formatDecimal(revenue.merchantSharePercentage),
                grossRevenue: amountText(revenue.grossRevenue),
                refundedAmount: amountText(revenue.refundedAmount),
                settledRevenue: amountText(revenue.settledRevenue),
              },
        );
      },
      (problem: unknown) => {
        if (!live) return;
        fill({});
        setLookup({ status: 'failed', error: asAppError(problem) });
      },
    );
    return () => {
      live = false;
    };
  }, [dateFrom, dateTo, country, merchantName, useCases, setValue, submitted]);

  const inputs = useWatch({
    control,
    name: [
      'totalRevenue',
      'platformSharePercentage',
      'merchantSharePercentage',
      'remittanceChargesPercentage',
      'exchangeRate',
      'localCurrency',
      'settledCurrency',
      'settledRevenue',
    ],
  });
  const [
    totalRevenue,
    platformSharePercentage,
    merchantSharePercentage,
    remittanceChargesPercentage,
    exchangeRate,
    localCurrency,
    settledCurrency,
    settledRevenue,
  ] = inputs;
  useEffect(() => {
    const figures = useCases.liveFigures({
      totalRevenue,
      platformSharePercentage,
      merchantSharePercentage,
      remittanceChargesPercentage,
      exchangeRate,
      localCurrency,
      settledCurrency,
      settledRevenue,
    });
    for (const name of settlementFigureNames) setValue(name, figures[name] ?? '', { shouldValidate: submitted });
  }, [
    useCases,
    setValue,
    submitted,
    totalRevenue,
    platformSharePercentage,
    merchantSharePercentage,
    remittanceChargesPercentage,
    exchangeRate,
    localCurrency,
    settledCurrency,
    settledRevenue,
  ]);

  return lookup;
}
