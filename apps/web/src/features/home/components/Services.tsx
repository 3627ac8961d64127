import cloudCheckIcon from 'bootstrap-icons/icons/cloud-check.svg';
import codeSlashIcon from 'bootstrap-icons/icons/code-slash.svg';
import paletteIcon from 'bootstrap-icons/icons/palette.svg';
import peopleIcon from 'bootstrap-icons/icons/people.svg';
import phoneIcon from 'bootstrap-icons/icons/phone.svg';
import shieldLockIcon from 'bootstrap-icons/icons/shield-lock.svg';
import { Icon } from '../../../components/Icon';
import { t } from '../../../i18n/i18n';
import { HomeSection } from './HomeSection';

const SERVICES = [
  { icon: codeSlashIcon, key: 'web' },
  { icon: phoneIcon, key: 'mobile' },
  { icon: cloudCheckIcon, key: 'cloud' },
  { icon: paletteIcon, key: 'design' },
  { icon: shieldLockIcon, key: 'security' },
  { icon: peopleIcon, key: 'hr' },
] as const;

export function Services() {
  return (
    <HomeSection id="services" title={t('home.services.title')} light>
      <ul className="row g-4 list-unstyled mb-0">
        {SERVICES.map((service) => (
          <li key={service.key} className="col-12 col-sm-6 col-lg-4">
            <div className="card h-100 border-0 shadow-sm service-card">
              <div className="card-body">
                <Icon src={service.icon} className="fs-2 text-primary" />
                <h3 className="h5 mt-3">{t(`home.services.${service.key}.title`)}</h3>
                <p className="card-text text-secondary">{t(`home.services.${service.key}.text`)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
