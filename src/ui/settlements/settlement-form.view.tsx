import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionDenied } from '../kit/permission-denied';
import { useNavigate } from 'react-router-dom';
import { asAppError } from '../../application/errors/app-error';
import type { MerchantSummary } from '../../application/lookups/lookups.port';
import { useArea, useUseCases } from '../../infrastructure/di/use-cases-context';
import { errorMessageOf } from '../i18n/error-message';
import { useCan } from '../kit/use-can';
import { useNotify } from '../kit/use-notify';
import { useZodForm } from '../kit/use-zod-form';
import { emptySettlementForm } from './settlement-defaults';
import { SettlementFormFields } from './settlement-form-fields';
import { settlementFormSchema, type SettlementFormValues } from '../../forms/settlement.form-schema';
import { SettlementsHeader } from './settlements-header';
import { useSettlementFormEffects } from './use-settlement-form-effects';
import './settlements.css';
import { pathTo } from '../routing/paths';

/** spec 1 §2 Settlement form at /settlement/form/new; Save goes to /settlements. */
export function SettlementFormView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { reportProblem } = useUseCases();
  const settlements = useArea('settlements');
  const lookups = useArea('lookups');
  const { canAsPlatform } = useCan();
  const notify = useNotify();
  const [merchants, setMerchants] = useState<MerchantSummary[]>([]);
  const mayCreate = canAsPlatform(['Settlements', 'addSettlement']);
  // spec 1 §5: forms validate on change and on blur.
  const form = useZodForm(settlementFormSchema, emptySettlementForm());
  const lookup = useSettlementFormEffects(form, settlements, merchants);

  useEffect(() => {
    if (!mayCreate) return;
    lookups.merchants().then(setMerchants, reportProblem);
  }, [lookups, mayCreate, reportProblem]);

  const save = async (values: SettlementFormValues) => {
    try {
      const created = await settlements.create({ ...values, merchantId: values.userTypeId });
      void navigate(pathTo('settlements'), { state: { created: created.transactionId } });
    } catch (problem) {
      const error = asAppError(problem);
      if (error.field && error.field in values) form.setError(error.field as keyof SettlementFormValues, { message: errorMessageOf(t, error) });
      notify.error(errorMessageOf(t, error), { summary: t('settlements.form.saveFailed') });
    }
  };

  return (
    <section className="settlements-page" aria-labelledby="settlement-form-title">
      <SettlementsHeader icon="pi-file-edit" titleId="settlement-form-title" title={t('settlements.form.title')} subtitle={t('settlements.form.subtitle')} />
      {mayCreate ? (
        <>
          {lookup.status === 'none' && <Message severity="warn" text={t('settlements.form.noServices')} className="settlements-page__message" />}
          {lookup.status === 'failed' && <Message severity="error" text={errorMessageOf(t, lookup.error)} className="settlements-page__message" />}
          <SettlementFormFields
            form={form}
            merchants={merchants}
            lookingUp={lookup.status === 'loading'}
            onSubmit={save}
            onCancel={() => navigate(pathTo('settlements'))}
          />
        </>
      ) : (
        <PermissionDenied message={t('settlements.form.notAllowed')} />
      )}
    </section>
  );
}
