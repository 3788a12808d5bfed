import { useEffect } from 'react';

/**
 * Marks the page as interactive once React has attached to it: `<html data-ready="true">`.
 * Until then the prerendered page reads fine but its buttons do nothing; end-to-end tests wait
 * for the mark before they click.
 */
export function ReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}
