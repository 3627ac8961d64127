import 'swiper/css';
import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CLIENT_LOGOS } from '../assets/logos';

/** Spec §9: autoplay every 5 s, 600 ms slides, loop; 2 / 3 / 4 / 6 logos from 320 / 480 / 640 / 992 px. */
export const CAROUSEL_OPTIONS = {
  loop: true,
  speed: 600,
  autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
  slidesPerView: 2,
  spaceBetween: 24,
  breakpoints: {
    320: { slidesPerView: 2 },
    480: { slidesPerView: 3 },
    640: { slidesPerView: 4 },
    992: { slidesPerView: 6 },
  },
} as const;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export function ClientsCarousel() {
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const toggle = () => {
    if (playing) swiper.current?.autoplay.stop();
    else swiper.current?.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <section id="clients" className="py-5" aria-labelledby="clients-title">
      <div className="container">
        <div className="d-flex justify-content-between align-items-center mb-4 gap-2">
          <h2 id="clients-title" className="mb-0">
            Nos clients
          </h2>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={toggle}>
            <i className={`bi bi-${playing ? 'pause' : 'play'}-fill me-1`} aria-hidden="true" />
            {playing ? 'Mettre en pause' : 'Reprendre'}
          </button>
        </div>
        <Swiper
          modules={[Autoplay, A11y]}
          {...CAROUSEL_OPTIONS}
          autoplay={playing ? CAROUSEL_OPTIONS.autoplay : false}
          onSwiper={(instance) => {
            swiper.current = instance;
          }}
          a11y={{
            prevSlideMessage: 'Logo précédent',
            nextSlideMessage: 'Logo suivant',
            slideLabelMessage: '{{index}} / {{slidesLength}}',
          }}
        >
          {CLIENT_LOGOS.map((logo) => (
            <SwiperSlide key={logo.name} className="text-center">
              <img
                src={logo.src}
                alt={logo.name}
                width={160}
                height={60}
                className="img-fluid client-logo"
                loading="lazy"
              />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
