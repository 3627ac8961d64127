import envelopeIcon from 'bootstrap-icons/icons/envelope.svg';
import geoAltIcon from 'bootstrap-icons/icons/geo-alt.svg';
import telephoneIcon from 'bootstrap-icons/icons/telephone.svg';
import { Icon } from '../../../components/Icon';
import { t } from '../../../i18n/i18n';
import { HomeSection } from './HomeSection';
export function Contact() {
  return (
    <HomeSection id="contact" title={t('home.contact.title')} light>
      <div className="row g-4 text-center">
        <div className="col-12 col-md-4">
          <Icon src={geoAltIcon} className="fs-3 text-primary" />
          <p className="mb-0" lang="fr">
            {/* i18n-ignore: a postal address, written as the post reads it (marked French) */}
            12 rue de la République, 75001 Paris
          </p>
        </div>
        <div className="col-12 col-md-4">
          <Icon src={envelopeIcon} className="fs-3 text-primary" />
          <p className="mb-0">
            <a href="mailto:contact@example.com">contact@example.com</a>
          </p>
        </div>
        <div className="col-12 col-md-4">
          <Icon src={telephoneIcon} className="fs-3 text-primary" />
          <p className="mb-0">
            <a href="tel:+33100000000">+33 1 00 00 00 00</a>
          </p>
        </div>
      </div>
    </HomeSection>
  );
}
