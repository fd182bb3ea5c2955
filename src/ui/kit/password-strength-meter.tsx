import '../../forms/password-estimator';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { minimumPasswordScore, passwordScore, type PasswordHolder } from '../../forms/password-strength';
import './password-strength-meter.css';

const levels = ['tooWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/**
 * docs/decisions/0037-password-rules.md: how hard a new password is to guess, from the same estimate
 * the form's schema and the server use: below the holder's minimum it shows as low. `userInputs`
 * (the user name) count as guessable.
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
  holder = 'other',
}: {
  password: string;
  userInputs?: readonly string[];
  holder?: PasswordHolder;
}) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(password);
  if (deferred === '') return null;
  const score = passwordScore(deferred, userInputs);
  const level = levels[score] ?? 'tooWeak';
  return (
    <div className={`kit-strength kit-strength--${score >= minimumPasswordScore[holder] ? 'ok' : 'low'}`} data-score={score}>
      <div className="kit-strength__bars" aria-hidden="true">
        {levels.slice(1).map((name, index) => (
          <span key={name} className={index < score ? 'kit-strength__bar kit-strength__bar--on' : 'kit-strength__bar'} />
        ))}
      </div>
      <span className="kit-strength__label" aria-live="polite">
        {t('kit.strength.label', { level: t(`kit.strength.${level}`) })}
      </span>
    </div>
  );
}
