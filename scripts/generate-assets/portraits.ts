// The owner's portrait and the testimonial avatars. Both are deliberately illustrations, never
// faces: sample content must not pass for real people.
import { profile, testimonials } from '../../src/content';
import { imageSizes } from '../../src/lib/imageSizes';
import { palette as colors } from '../../tailwind.config.ts';
import { hash, palette, svgDocument, svgToWebp, text } from './design';
import { writePublic } from './output';

/** Head, neck and shoulders as one path, so the rim light outlines a single clean silhouette. */
const silhouette =
  'M356 600L362 545C318 520 290 470 287 410C283 320 330 250 400 248C470 250 517 320 513 410' +
  'C510 470 482 520 438 545L444 600C470 625 540 650 600 668C670 690 705 740 712 800L720 1000' +
  'L80 1000L88 800C95 740 130 690 200 668C260 650 330 625 356 600Z';

/** Face and neck down to a V neckline: a lighter tone than the jacket gives the figure depth. */
const faceAndNeck =
  'M356 600L362 545C318 520 290 470 287 410C283 320 330 250 400 248C470 250 517 320 513 410' +
  'C510 470 482 520 438 545L444 600L400 690Z';

/** Side-swept hair, clipped to the head outline, so the silhouette reads as a person at once. */
const hair =
  'M262 470C255 300 330 218 420 222C515 228 565 320 532 420C522 366 502 334 470 318' +
  'C432 334 384 362 336 404C318 420 302 440 290 470Z';

/** Low-poly light facets: the "geometric" in geometric portrait, lit from the cyan side. */
const facets = [
  ['M287 410L400 248L400 470Z', 0.08],
  ['M287 410L400 470L362 545Z', 0.05],
  ['M88 800L200 668L330 1000L80 1000Z', 0.06],
  ['M200 668L356 600L400 690L330 1000Z', 0.035],
  ['M600 668L712 800L560 1000Z', 0.025],
] as const;

function profileSvg(): string {
  const { width, height } = imageSizes.profile;
  // Scatter a few stars from the owner's name: stable for them, different for someone else.
  const stars = Array.from({ length: 26 }, (_, i) => {
    const n = hash(`${profile.name}:star${i}`);
    const x = (n % width).toFixed(0);
    const y = ((n >>> 10) % 640).toFixed(0);
    return `<circle cx="${x}" cy="${y}" r="${1 + (n % 3) * 0.6}" fill="${colors.white}" fill-opacity="${0.15 + (n % 5) * 0.08}"/>`;
  }).join('');
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.panel}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient>` +
    `<radialGradient id="glowV"><stop offset="0" stop-color="${palette.violet}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.violet}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glowC"><stop offset="0" stop-color="${palette.cyan}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.cyan}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.cyan}"/><stop offset=".5" stop-color="${palette.violet}"/><stop offset="1" stop-color="${palette.fuchsia}"/></linearGradient>` +
    `<linearGradient id="jacket" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colors.indigo950}"/><stop offset="1" stop-color="${palette.ink}"/></linearGradient>` +
    `<linearGradient id="skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.indigo750}"/><stop offset="1" stop-color="${colors.indigo925}"/></linearGradient>` +
    `<linearGradient id="hair" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.indigo950}"/><stop offset="1" stop-color="${colors.indigo975}"/></linearGradient>` +
    `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>` +
    `<clipPath id="figure"><path d="${silhouette}"/></clipPath>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="560" cy="330" r="420" fill="url(#glowV)"/>` +
    `<circle cx="180" cy="820" r="380" fill="url(#glowC)"/>` +
    stars +
    // Halo rings behind the head, one dashed, with a small "orbiting" dot for life.
    `<circle cx="400" cy="400" r="215" fill="none" stroke="url(#rim)" stroke-width="2" stroke-opacity=".55"/>` +
    `<circle cx="400" cy="400" r="265" fill="none" stroke="${colors.white}" stroke-opacity=".12" stroke-dasharray="2 10" stroke-linecap="round" stroke-width="2"/>` +
    `<circle cx="${400 + 215 * Math.cos(-0.6)}" cy="${400 + 215 * Math.sin(-0.6)}" r="7" fill="${palette.cyan}"/>` +
    `<circle cx="${400 + 215 * Math.cos(-0.6)}" cy="${400 + 215 * Math.sin(-0.6)}" r="16" fill="${palette.cyan}" fill-opacity=".25"/>` +
    // A blurred copy of the outline is the glow; the crisp outline sits on top of the figure.
    `<path d="${silhouette}" fill="none" stroke="url(#rim)" stroke-width="14" stroke-opacity=".6" filter="url(#blur)"/>` +
    `<path d="${silhouette}" fill="url(#jacket)"/>` +
    `<g clip-path="url(#figure)">` +
    `<path d="${faceAndNeck}" fill="url(#skin)"/>` +
    facets.map(([d, o]) => `<path d="${d}" fill="${colors.white}" fill-opacity="${o}"/>`).join('') +
    `<path d="${hair}" fill="url(#hair)"/>` +
    `<path d="M372 250C420 262 455 285 470 318" fill="none" stroke="${colors.white}" stroke-opacity=".07" stroke-width="3" stroke-linecap="round"/>` +
    // Jacket lapels from the neckline: the one detail that says "professional".
    `<path d="M356 600L300 760L400 690M444 600L500 760L400 690" fill="none" stroke="${colors.white}" stroke-opacity=".14" stroke-width="2.5" stroke-linejoin="round"/>` +
    `</g>` +
    `<path d="${silhouette}" fill="none" stroke="url(#rim)" stroke-width="3.5"/>`;
  return svgDocument(width, height, defs, body);
}

/** 'Salma Idrissi' -> 'SI'; a single name gives one letter. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * Deep versions of the site accents (white initials need contrast), paired so that neighbouring
 * testimonials never share a gradient; the list's order picks the pair.
 */
const avatarGradients = [
  [colors.cyan600, colors.violet600],
  [colors.violet600, colors.fuchsia600],
  [colors.emerald600, colors.cyan700],
  [colors.fuchsia600, colors.violet700],
  [colors.blue600, colors.cyan600],
] as const;

/** Initials on a gradient; square, because the site crops it round. */
function avatarSvg(name: string, index: number): string {
  const { width, height } = imageSizes.avatar;
  const [from, to] = avatarGradients[index % avatarGradients.length] ?? avatarGradients[0];
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="shine" cx=".25" cy=".2" r=".8"><stop offset="0" stop-color="${colors.white}" stop-opacity=".35"/><stop offset="1" stop-color="${colors.white}" stop-opacity="0"/></radialGradient>`;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#shine)"/>` +
    text(width / 2, height / 2 + 21, initials(name), 58, palette.white, {
      weight: 700,
      anchor: 'middle',
      spacing: -1,
    });
  return svgDocument(width, height, defs, body);
}

export async function generatePortraits(): Promise<void> {
  await writePublic(profile.image, await svgToWebp(profileSvg(), 82));
  for (const [index, testimonial] of testimonials.entries()) {
    await writePublic(testimonial.avatar, await svgToWebp(avatarSvg(testimonial.name, index), 85));
  }
}
