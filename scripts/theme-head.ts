/**
 * Puts the theme's part of <head> into every page, in the development server and the build alike:
 * a theme-color tag per theme (each for its prefers-color-scheme, so browser chrome follows the
 * system with no script) and the inline script that sets the theme before the first paint
 * (src/theme/themeScript.ts). The colours are the themes' canvas from tailwind.config.ts.
 */
import type { Plugin } from 'vite';
import { themes, type ThemeName } from '../tailwind.config.ts';
import { themeScript } from '../src/theme/themeScript.ts';

export function themeHeadHtml(): string {
  const names = Object.keys(themes) as ThemeName[];
  const colorTags = names.map(
    (name) =>
      `<meta name="theme-color" content="${themes[name].canvas}" media="(prefers-color-scheme: ${name})" data-theme="${name}" />`,
  );
  return [...colorTags, `<script>${themeScript}</script>`].join('\n    ');
}

/**
 * The tags go right after the viewport tag: after the charset (which belongs first) and before
 * the stylesheet, which a classic script would otherwise wait for.
 */
const ANCHOR = /<meta name="viewport"[^>]*>/;

export function themeHead(): Plugin {
  return {
    name: 'theme-head',
    transformIndexHtml(html) {
      if (!ANCHOR.test(html)) throw new Error('index.html needs its <meta name="viewport"> tag');
      return html.replace(ANCHOR, (tag) => `${tag}\n    ${themeHeadHtml()}`);
    },
  };
}
