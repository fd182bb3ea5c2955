import { useTranslation } from 'react-i18next';
import type { PortalLanguage } from '../../application/session/session-store.port';
import { useUseCases } from '../../infrastructure/di/use-cases-context';
import { LineIcon } from './line-icon';

/** spec 1 §9: two languages; the choice persists and the layout follows its direction. */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { language, reportProblem } = useUseCases();
  const other: PortalLanguage = i18n.language === 'ar' ? 'en' : 'ar';

  function chooseOther() {
    language.choose(other);
    // The catalogue loader (and its map of every feature's catalogues) loads with the first switch.
    import('../i18n/catalogue-loader').then((loader) => loader.switchLanguage(i18n, other)).catch(reportProblem);
  }

  return (
    <button type="button" className={`language-switch ${className}`} onClick={chooseOther} title={t('languages.choose')}>
      <LineIcon name="globe" />
      <span lang={other}>{t(`languages.${other}`)}</span>
    </button>
  );
}
