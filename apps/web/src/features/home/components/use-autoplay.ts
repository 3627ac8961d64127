import { type RefObject, useEffect } from 'react';

/** Spec §9: a new logo every 5 s, each move taking 600 ms, back to the first after the last. */
export const AUTOPLAY = { delay: 5000, speed: 600 } as const;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls `track` to `left` in `speed` ms. Snapping is suspended during the move: the browser would
 * otherwise snap each intermediate position back to the nearest logo.
 */
function glide(track: HTMLElement, left: number, speed: number) {
  const from = track.scrollLeft;
  const start = performance.now();
  track.classList.add('is-gliding');
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / speed);
    track.scrollLeft = from + (left - from) * easeInOut(t);
    if (t < 1) requestAnimationFrame(step);
    else track.classList.remove('is-gliding');
  };
  requestAnimationFrame(step);
}

/** The next stop: one logo further, or the start once the last logo is in view. */
export function nextPosition(track: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>, step: number) {
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
  return atEnd ? 0 : track.scrollLeft + step;
}

/** Moves the track by one item every AUTOPLAY.delay while `playing` (and no pointer or focus is on it). */
export function useAutoplay(trackRef: RefObject<HTMLElement | null>, playing: boolean) {
  useEffect(() => {
    const track = trackRef.current;
    if (!playing || !track) return;
    let held = false;
    const hold = () => {
      held = true;
    };
    const release = () => {
      held = track.matches(':hover') || track.contains(document.activeElement);
    };
    const events = ['pointerenter', 'focusin'] as const;
    for (const e of events) track.addEventListener(e, hold);
    track.addEventListener('pointerleave', release);
    // Focus moves out before it lands elsewhere: look once it has landed.
    const onFocusOut = () => setTimeout(release);
    track.addEventListener('focusout', onFocusOut);
    const timer = setInterval(() => {
      const item = track.firstElementChild as HTMLElement | null;
      if (held || !item) return;
      const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
      glide(track, nextPosition(track, item.offsetWidth + gap), AUTOPLAY.speed);
    }, AUTOPLAY.delay);
    return () => {
      clearInterval(timer);
      for (const e of events) track.removeEventListener(e, hold);
      track.removeEventListener('pointerleave', release);
      track.removeEventListener('focusout', onFocusOut);
    };
  }, [trackRef, playing]);
}
