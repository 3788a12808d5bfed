import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/hooks/usePrefersReducedMotion';

/** The headline glitch switches on for 200 ms every 3000 ms. */
export const GLITCH_EVERY_MS = 3000;
export const GLITCH_LASTS_MS = 200;

/** Whether the glitch effect is showing right now. Always false under reduced motion. */
export function useGlitch(): boolean {
  const reducedMotion = usePrefersReducedMotion();
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (reducedMotion) return;
    let offTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setActive(true);
      offTimer = setTimeout(() => setActive(false), GLITCH_LASTS_MS);
    }, GLITCH_EVERY_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(offTimer);
      setActive(false);
    };
  }, [reducedMotion]);

  return active;
}
