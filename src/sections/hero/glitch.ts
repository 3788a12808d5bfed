/** The headline glitch switches on for 200 ms every 3000 ms. */
export const GLITCH_EVERY_MS = 3000;
export const GLITCH_LASTS_MS = 200;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Makes `headline` glitch for a moment every few seconds, never while the visitor's system asks
 * for less motion (and it stops at once when they turn that on). Plain DOM, no React: the hero is
 * static HTML (decision 035), and this is all of it that moves. Returns the function that stops it.
 */
export function startGlitch(headline: HTMLElement): () => void {
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let interval: ReturnType<typeof setInterval> | undefined;
  let offTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (active: boolean) => {
    headline.dataset.glitching = String(active);
    headline.classList.toggle('glitch-active', active);
  };
  const stop = () => {
    clearInterval(interval);
    clearTimeout(offTimer);
    interval = undefined;
    show(false);
  };
  const follow = () => {
    if (reducedMotion.matches) return stop();
    if (interval !== undefined) return;
    interval = setInterval(() => {
      show(true);
      offTimer = setTimeout(() => show(false), GLITCH_LASTS_MS);
    }, GLITCH_EVERY_MS);
  };

  follow();
  reducedMotion.addEventListener('change', follow);
  return () => {
    reducedMotion.removeEventListener('change', follow);
    stop();
  };
}
