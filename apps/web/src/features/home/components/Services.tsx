import cloudCheckIcon from 'bootstrap-icons/icons/cloud-check.svg';
import codeSlashIcon from 'bootstrap-icons/icons/code-slash.svg';
import paletteIcon from 'bootstrap-icons/icons/palette.svg';
import peopleIcon from 'bootstrap-icons/icons/people.svg';
import phoneIcon from 'bootstrap-icons/icons/phone.svg';
import shieldLockIcon from 'bootstrap-icons/icons/shield-lock.svg';
import { Icon } from '../../../components/Icon';

const SERVICES = [
  { icon: codeSlashIcon, title: 'Développement web', text: 'Applications web sur mesure, robustes et accessibles.' },
  {
    icon: phoneIcon,
    title: 'Applications mobiles',
    text: 'Des applications natives et hybrides pour tous les écrans.',
  },
  {
    icon: cloudCheckIcon,
    title: 'Cloud et DevOps',
    text: 'Déploiement continu, supervision et infrastructures fiables.',
  },
  { icon: paletteIcon, title: 'Design UX/UI', text: 'Des interfaces pensées pour les personnes qui les utilisent.' },
  { icon: shieldLockIcon, title: 'Sécurité', text: 'Audits, bonnes pratiques et protection des données.' },
  { icon: peopleIcon, title: 'Conseil RH', text: 'Accompagnement au recrutement et à la gestion des talents.' },
] as const;

export function Services() {
  return (
    <section id="services" className="py-5 bg-light" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="text-center mb-4">
          Services
        </h2>
        <ul className="row g-4 list-unstyled mb-0">
          {SERVICES.map((service) => (
            <li key={service.title} className="col-12 col-sm-6 col-lg-4">
              <div className="card h-100 border-0 shadow-sm service-card">
                <div className="card-body">
                  <Icon src={service.icon} className="fs-2 text-primary" />
                  <h3 className="h5 mt-3">{service.title}</h3>
                  <p className="card-text text-secondary">{service.text}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
