import pauseFillIcon from 'bootstrap-icons/icons/pause-fill.svg';
import playFillIcon from 'bootstrap-icons/icons/play-fill.svg';
import { useRef, useState } from 'react';
import { Icon } from '../../../components/Icon';
import { CLIENT_LOGOS } from '../assets/logos';
import './clients-carousel.css';
import { t } from '../../../i18n/i18n';
import { useAutoplay } from './use-autoplay';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The client logos in a row that scrolls by itself (spec §9: 2 / 3 / 4 / 6 logos from 320 / 480 / 640 /
 * 992 px, a move every 5 s). CSS scroll snap does the sliding, so no carousel library is downloaded:
 * a finger or the arrow keys scroll it too, and it stops while a pointer or the focus is on it.
 */
export function ClientsCarousel() {
  const track = useRef<HTMLUListElement>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  useAutoplay(track, playing);
  return (
    <section id="clients" className="py-5" aria-labelledby="clients-title">
      <div className="container">
        <div className="d-flex justify-content-between align-items-center mb-4 gap-2">
          <h2 id="clients-title" className="mb-0">
            {t('home.clients.title')}
          </h2>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-pressed={!playing}
            onClick={() => setPlaying(!playing)}
          >
            <Icon src={playing ? pauseFillIcon : playFillIcon} className="me-1" />
            {playing ? t('home.clients.pause') : t('home.clients.play')}
          </button>
        </div>
        {/* Focusable so that the arrow keys scroll it (WCAG 2.1.1). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
        <ul ref={track} className="logo-track list-unstyled mb-0" tabIndex={0} aria-label={t('home.clients.logos')}>
          {CLIENT_LOGOS.map((logo) => (
            <li key={logo.name} className="logo-slide">
              <img src={logo.src} alt={logo.name} width={160} height={60} className="client-logo" loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
