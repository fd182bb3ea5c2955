import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Panel } from 'primereact/panel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallcenterService, TransactionReference } from '../../application/callcenter/callcenter.port';
import type { CallcenterOperation } from '../../domain/callcenter/refund-rules';
import { inquireProviders, type InquireProvider } from '../../domain/inquire/inquire-rules';
import { FormField } from '../kit/form-field';

export interface FieldProblem {
  field: string;
  message: string;
}

interface CallcenterSectionProps {
  type: CallcenterOperation;
  services: readonly CallcenterService[];
  busy: boolean;
  /** A failed call's message under the field the server named. */
  problem: FieldProblem | null;
  onSend: (reference: TransactionReference) => void;
}

interface Draft {
  serviceId: string;
  operator: InquireProvider | '';
  transactionNumber: string;
}

const emptyDraft: Draft = { serviceId: '', operator: '', transactionNumber: '' };

/**
 * spec 3 §2 /callcenter: one section (Enquire Transaction or Refund Transaction) with Select Service,
 * Select Service Provider and Transaction ID, in an expandable panel. No field rules (spec 3 §3);
 * the server names a missing field.
 */
export function CallcenterSection({ type, services, busy, problem, onSend }: CallcenterSectionProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const id = (name: string) => `callcenter-${type}-${name}`;
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const serviceOptions = services.map((service) => ({ value: service.serviceId, label: `${service.serviceName} · ${service.merchantName}` }));
  const providerOptions = inquireProviders.map((provider) => ({ value: provider, label: t(`callcenter.providers.${provider}`) }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    onSend({ serviceId: draft.serviceId, operator: draft.operator as InquireProvider, transactionNumber: draft.transactionNumber });
  }

  return (
    <Panel header={t(`callcenter.${type}.title`)} toggleable className="callcenter-section">
      <form className="callcenter-section__form" onSubmit={submit} aria-label={t(`callcenter.${type}.title`)} noValidate>
        <p className="callcenter-section__hint">{t(`callcenter.${type}.hint`)}</p>
        <FormField id={id('service')} label={t('callcenter.fields.service')} error={errorOf('serviceId')}>
          {(control) => (
            <Dropdown
              inputId={id('service')}
              value={draft.serviceId}
              options={serviceOptions}
              onChange={(event) => setDraft((current) => ({ ...current, serviceId: event.value as string }))}
              placeholder={t('callcenter.fields.servicePlaceholder')}
              filter
              emptyMessage={t('callcenter.fields.noServices')}
              {...control}
            />
          )}
        </FormField>
        <FormField id={id('operator')} label={t('callcenter.fields.operator')} error={errorOf('operator')}>
          {(control) => (
            <Dropdown
              inputId={id('operator')}
              value={draft.operator}
              options={providerOptions}
              onChange={(event) => setDraft((current) => ({ ...current, operator: event.value as InquireProvider }))}
              placeholder={t('callcenter.fields.operatorPlaceholder')}
              {...control}
            />
          )}
        </FormField>
        <FormField id={id('transactionNumber')} label={t('callcenter.fields.transactionNumber')} error={errorOf('transactionNumber')}>
          {(control) => (
            <InputText
              id={id('transactionNumber')}
              dir="ltr"
              value={draft.transactionNumber}
              onChange={(event) => setDraft((current) => ({ ...current, transactionNumber: event.target.value }))}
              placeholder="EP0000000001"
              autoComplete="off"
              {...control}
            />
          )}
        </FormField>
        <div className="callcenter-section__actions">
          <Button type="button" label={t('callcenter.clear')} outlined onClick={() => setDraft(emptyDraft)} disabled={busy} />
          <Button
            type="submit"
            icon={type === 'enquire' ? 'pi pi-search' : 'pi pi-replay'}
            label={t(`callcenter.${type}.submit`)}
            severity={type === 'refund' ? 'danger' : undefined}
            loading={busy}
          />
        </div>
      </form>
    </Panel>
  );
}
