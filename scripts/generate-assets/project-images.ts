// Sample project screenshots: one WebP per project (and its hover image), each a product
// mock-up that fits the category, on a background whose colour is derived from the project id.
import { projects } from '../../src/content';
import type { Project } from '../../src/content';
import { imageSizes } from '../../src/lib/imageSizes';
import { palette as colors } from '../../tailwind.config.ts';
import { accents, hsl, hueFor, palette, svgDocument, svgToWebp } from './design';
import { webLanding } from './mockups/browser';
import { chatWindow } from './mockups/chat';
import { dashboard } from './mockups/dashboard';
import type { Mockup } from './mockups/kit';
import { mobileScreens } from './mockups/phone';
import { writePublic } from './output';

const accentHues = [188, 255, 292, 160]; // cyan, violet, fuchsia, emerald: same order as `accents`

/** The accent nearest the background hue leads, the next one supports: harmonious, never clashing. */
export function mockupFor(project: Project, index: number): Mockup {
  const hue = hueFor(project.id);
  const distance = (h: number) => Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue));
  const lead = accentHues.indexOf(
    [...accentHues].sort((a, b) => distance(a) - distance(b))[0] ?? 188,
  );
  return {
    project,
    hue,
    index,
    accent: accents[lead] ?? palette.cyan,
    accent2: accents[(lead + 1) % 4] ?? palette.violet,
  };
}

/** Gradients, glows and shadows every mock-up may reference by id. */
function defs(m: Mockup): string {
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(m.hue, 55, 17)}"/><stop offset=".55" stop-color="${palette.ink}"/><stop offset="1" stop-color="${hsl(m.hue + 40, 60, 10)}"/></linearGradient>` +
    `<radialGradient id="glow1"><stop offset="0" stop-color="${m.accent}" stop-opacity=".35"/><stop offset="1" stop-color="${m.accent}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow2"><stop offset="0" stop-color="${m.accent2}" stop-opacity=".28"/><stop offset="1" stop-color="${m.accent2}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="accentGrad" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m.accent}"/><stop offset="1" stop-color="${m.accent2}"/></linearGradient>` +
    `<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${colors.white}" stroke-opacity=".035"/></pattern>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="22" stdDeviation="22" flood-color="${colors.black}" flood-opacity=".55"/></filter>` +
    `<filter id="softShadow" x="-30%" y="-30%" width="160%" height="180%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="${colors.black}" flood-opacity=".35"/></filter>`
  );
}

/** The SVG of a project's main image or, with 'alt', its hover image. */
export function projectSvg(m: Mockup, variant: 'main' | 'alt'): string {
  const { width, height } = imageSizes.project;
  const scene =
    m.project.category === 'web'
      ? variant === 'main'
        ? webLanding(m)
        : dashboard(m)
      : m.project.category === 'mobile'
        ? mobileScreens(m, variant)
        : variant === 'main'
          ? chatWindow(m)
          : dashboard(m);
  const backdrop =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#grid)"/>` +
    `<circle cx="${width * 0.12}" cy="${height * 0.1}" r="360" fill="url(#glow1)"/>` +
    `<circle cx="${width * 0.92}" cy="${height * 0.95}" r="380" fill="url(#glow2)"/>`;
  return svgDocument(width, height, defs(m), backdrop + scene);
}

export async function generateProjectImages(): Promise<void> {
  for (const project of projects) {
    const index = projects.filter((p) => p.category === project.category).indexOf(project);
    const m = mockupFor(project, index);
    await writePublic(project.image, await svgToWebp(projectSvg(m, 'main')));
    if (project.hoverImage) {
      await writePublic(project.hoverImage, await svgToWebp(projectSvg(m, 'alt')));
    }
  }
}
