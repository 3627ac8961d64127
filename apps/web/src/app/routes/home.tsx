import { ClientsCarousel } from '../../features/home/components/ClientsCarousel';
import { Contact } from '../../features/home/components/Contact';
import { Hero } from '../../features/home/components/Hero';
import { Services } from '../../features/home/components/Services';
import { About } from '../../features/home/components/Skills';
import { Team } from '../../features/home/components/Team';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('home.title'));
  return (
    <>
      <Hero />
      <About />
      <Services />
      <Team />
      <ClientsCarousel />
      <Contact />
    </>
  );
}
