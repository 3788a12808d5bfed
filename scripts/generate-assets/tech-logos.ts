// Round badges for the hero's tech-stack row. Brand glyphs come from simple-icons, which is
// CC0-1.0 (public domain): no attribution needed, though the marks themselves remain their
// owners' trademarks, shown here only to name the technology.
import { existsSync } from 'node:fs';
import type { SimpleIcon } from 'simple-icons';
import {
  siFirebase,
  siFlutter,
  siGooglecloud,
  siNodedotjs,
  siOllama,
  siOpenjdk,
  siPython,
  siReact,
  siSpringboot,
  siTypescript,
} from 'simple-icons';
import { techStack } from '../../src/content';
import type { TechStackItem } from '../../src/content';
import { palette as colors } from '../../tailwind.config.ts';
import { escapeHtml } from '../../src/shared/html.ts';
import { palette } from './design';
import { publicFile, writePublic } from './output';

const badgeFill = palette.white;

/**
 * techStack name -> simple-icons glyph, with a colour override where the brand colour is black
 * (unreadable as a tinted glow, and flat on a light badge) or too pale to see on it.
 */
const icons: Record<string, { icon: SimpleIcon; color?: string }> = {
  React: { icon: siReact, color: '#087ea4' }, // #61DAFB is too pale on a white badge; react.dev uses this
  Flutter: { icon: siFlutter },
  Java: { icon: siOpenjdk, color: colors.gray800 }, // there is no siJava; OpenJDK's colour is black
  'Node.js': { icon: siNodedotjs },
  Python: { icon: siPython },
  'Spring Boot': { icon: siSpringboot },
  Firebase: { icon: siFirebase },
  'Google Cloud': { icon: siGooglecloud },
  TypeScript: { icon: siTypescript },
  Ollama: { icon: siOllama, color: colors.gray900 },
};

/** Names whose SVG the owner supplies in public/ themselves: the script leaves those files alone. */
const ownLogos = new Set<string>([]);

/** NLP has no brand: a speech bubble with three dots, drawn on the same 24-unit grid. */
function nlpGlyph(color: string): string {
  return (
    `<path fill="${color}" d="M5 3h14a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3h-8l-5 4v-4H5a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3z"/>` +
    [7.5, 12, 16.5]
      .map((cx) => `<circle cx="${cx}" cy="10.5" r="1.6" fill="${badgeFill}"/>`)
      .join('')
  );
}

function glyphFor(item: TechStackItem): string {
  if (item.name === 'NLP') return nlpGlyph(item.color);
  const entry = icons[item.name];
  if (!entry) {
    throw new Error(
      `No logo for tech "${item.name}". Add a simple-icons mapping to \`icons\` in ` +
        `scripts/generate-assets/tech-logos.ts, or put your own SVG at public${item.logo} and add ` +
        `"${item.name}" to \`ownLogos\` there.`,
    );
  }
  return `<path fill="${entry.color ?? `#${entry.icon.hex}`}" d="${entry.icon.path}"/>`;
}

/** A 64x64 badge: light circle, glyph at 60% (38.4 units) centred. */
function badge(item: TechStackItem): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img">` +
    `<title>${escapeHtml(item.name)}</title>` +
    `<circle cx="32" cy="32" r="32" fill="${badgeFill}"/>` +
    `<g transform="translate(12.8 12.8) scale(1.6)">${glyphFor(item)}</g>` +
    `</svg>\n`
  );
}

export async function generateTechLogos(): Promise<void> {
  for (const item of techStack) {
    if (ownLogos.has(item.name)) {
      if (!existsSync(publicFile(item.logo))) {
        throw new Error(`"${item.name}" is in ownLogos but public${item.logo} does not exist.`);
      }
      continue;
    }
    await writePublic(item.logo, badge(item));
  }
}
