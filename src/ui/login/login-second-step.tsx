import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { SecondStepRequest } from '../../application/session/auth.port';
import { FactorCodeForm, FactorEnrolmentPanel, RecoveryCodesPanel } from '../common/second-factor-pieces';
import '../styles/prime-styles';

export type LoginSecondStepProps =
  | { kind: 'recovery'; codes: string[]; onDone: () => void }
  | { kind: 'step'; step: SecondStepRequest; onCode: (code: string) => Promise<string | null>; onBack: () => void };

/**
 * docs/decisions/0036-second-factor.md: the code step after the password (and first a set-up when
 * required), then the recovery codes once. Loaded only when the password step asks for it.
 */
export function LoginSecondStep(props: LoginSecondStepProps) {
  const { t } = useTranslation();
  if (props.kind === 'recovery') return <RecoveryCodesPanel codes={props.codes} onDone={props.onDone} />;
  const { step, onCode, onBack } = props;
  return (
    <div className="login-second-step">
      <h2>{t('secondFactor.title')}</h2>
      <p>{t(step.kind === 'enrol' ? 'secondFactor.mustEnrol' : 'secondFactor.enterCode')}</p>
      {step.kind === 'enrol' && <FactorEnrolmentPanel enrolment={step.enrolment} />}
      <FactorCodeForm
        allowRecovery={step.kind === 'code'}
        submitLabel={t(step.kind === 'enrol' ? 'secondFactor.confirm' : 'secondFactor.verify')}
        onCode={onCode}
      />
      <Button type="button" link label={t('secondFactor.back')} onClick={onBack} />
    </div>
  );
}
