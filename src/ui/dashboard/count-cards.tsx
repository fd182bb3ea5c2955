import { useTranslation } from 'react-i18next';
import type { DashboardCards } from '../../application/dashboard/dashboard.port';
import { Ltr } from '../common/ltr';
import { countText } from '../kit/formatters';

interface CardSpec {
  key: keyof DashboardCards;
  label: string;
  icon: string;
  tone: string;
}

/** spec 1 §2 and §6: platform staff see Carriers and Merchants; everyone else Users and Roles. */
function cardsFor(platform: boolean): CardSpec[] {
  const purchase: CardSpec = { key: 'oneTimePurchases', label: 'oneTimePurchase', icon: 'pi-shopping-bag', tone: 'green' };
  const services: CardSpec = { key: 'services', label: 'services', icon: 'pi-th-large', tone: 'amber' };
  return platform
    ? [
        { key: 'carriers', label: 'carriers', icon: 'pi-wifi', tone: 'blue' },
        purchase,
        { key: 'merchants', label: 'merchants', icon: 'pi-briefcase', tone: 'violet' },
        services,
      ]
    : [
        { key: 'users', label: 'users', icon: 'pi-users', tone: 'blue' },
        purchase,
        { key: 'roles', label: 'roles', icon: 'pi-shield', tone: 'violet' },
        services,
      ];
}

export function CountCards({ platform, cards }: { platform: boolean; cards: DashboardCards | null }) {
  const { t } = useTranslation();
  return (
    <ul className="dashboard-cards" aria-label={t('dashboard.cards.label')}>
      {cardsFor(platform).map((card) => (
        <li key={card.key} className={`dashboard-card dashboard-card--${card.tone}`}>
          <span className="dashboard-card__icon" aria-hidden="true">
            <i className={`pi ${card.icon}`} />
          </span>
          <span className="dashboard-card__text">
            <span className="dashboard-card__label" id={`card-${card.key}`}>
              {t(`dashboard.cards.${card.label}`)}
            </span>
            <strong className="dashboard-card__value">
              {cards === null ? <span className="dashboard-card__placeholder" /> : <Ltr>{countText(cards[card.key])}</Ltr>}
            </strong>
          </span>
        </li>
      ))}
    </ul>
  );
}
