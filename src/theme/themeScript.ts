/**
 * The one script the page runs inline, first thing in <head>: it puts the visitor's theme on
 * <html> before anything paints, so a page never flashes the other theme. Vite injects it (and the
 * theme-color tags it adjusts) into every page through vite.config.ts; the Content-Security-Policy
 * allows exactly this text by its hash (public/_headers), with no 'unsafe-inline'.
 *
 * It does what applyTheme (./theme.ts) does, written out by hand so it stays small, plain and
 * stable: a change to it changes its hash, which scripts/theme-head.test.ts then asks you to
 * copy into public/_headers (and `npm run vercel-headers` into vercel.json). That test also proves
 * that it and applyTheme leave the same page behind in every case.
 */
import { SYSTEM_LIGHT_QUERY, THEME_STORAGE_KEY } from './themeNames.ts';

export const themeScript =
  `(function(){var d=document.documentElement,t;` +
  `try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}` +
  `var s=t==='light'||t==='dark';` +
  `if(!s)t=matchMedia('${SYSTEM_LIGHT_QUERY}').matches?'light':'dark';` +
  `d.setAttribute('data-theme',t);` +
  `if(s)document.querySelectorAll('meta[name=theme-color]').forEach(function(m){` +
  `m.setAttribute('media',m.getAttribute('data-theme')===t?'all':'not all')})})()`;

/** The script's CSP source, `'sha256-…'`: what public/_headers' script-src must list. */
export async function themeScriptHashSource(): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(themeScript));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}
