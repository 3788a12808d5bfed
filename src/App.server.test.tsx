// @vitest-environment node
import { renderRoute } from './entry-server';

/**
 * The build prerenders pages with entry-server.tsx (scripts/build.ts), so rendering must not
 * touch browser-only globals (window, document, localStorage); only effects may. This renders
 * the pages where those globals do not exist.
 */
describe('prerendering', () => {
  it('renders the whole public page to HTML, with its title apart for <head>', () => {
    expect(typeof window).toBe('undefined');
    const { head, body } = renderRoute('/');
    expect(body).toContain('I BUILD DIGITAL EXPERIENCES');
    for (const id of ['home', 'services', 'portfolio', 'certifications', 'about', 'contact']) {
      expect(body).toContain(`id="${id}"`);
    }
    expect(body).toContain('Get In Touch');
    expect(head).toContain('<title>');
    expect(body).not.toContain('<title>');
  });

  it('renders the 404 page through the router', () => {
    const { head, body } = renderRoute('/missing');
    expect(body).toContain('This page does not exist');
    expect(head).toContain('<title>Page not found</title>');
  });
});
