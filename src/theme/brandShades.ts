/**
 * The shades a theme takes of the brand's colours, computed from them (tailwind.config.ts): a
 * rebrand changes the brand's few colours, and every lighter tint and every shade that must carry
 * text follows. Lightness moves in OKLCH, which keeps the hue as it darkens or lightens, and the
 * chroma is cut back to what sRGB can show. Contrast is WCAG 2's, as the tokens test measures it.
 */
import { clampChroma, formatHex, oklch, wcagContrast, type Oklch } from 'culori';

function toOklch(colour: string): Oklch {
  const parsed = oklch(colour);
  if (!parsed) throw new Error(`Not a colour: ${colour}`);
  return parsed;
}

function hex(colour: Oklch): string {
  return formatHex(clampChroma(colour, 'oklch'));
}

/** A lighter, slightly softer tint of `colour`: the brand's "light" shades on the dark theme. */
export function lighterTint(colour: string): string {
  const { l, c, ...rest } = toOklch(colour);
  return hex({ ...rest, l: Math.min(l + 0.07, 0.97), c: c * 0.85 });
}

/**
 * `colour`, or the nearest shade of its hue that reads at `ratio` or more on every one of
 * `surfaces`: darker when the surfaces are light, lighter when they are dark. A colour that
 * already reads is kept as it is.
 */
export function readableOn(colour: string, surfaces: readonly string[], ratio: number): string {
  const reads = (candidate: string) =>
    surfaces.every((surface) => wcagContrast(candidate, surface) >= ratio);
  if (reads(colour)) return formatHex(colour) ?? colour;
  const start = toOklch(colour);
  const lightSurfaces =
    surfaces.reduce((sum, surface) => sum + toOklch(surface).l, 0) / surfaces.length > 0.6;
  for (let step = 1; step <= 200; step += 1) {
    const l = lightSurfaces ? start.l - step * 0.005 : start.l + step * 0.005;
    if (l < 0 || l > 1) break;
    // A deeper shade carries more colour, as a palette's 700 does beside its 400: without it a
    // bright violet darkens to a greyish purple.
    const c = lightSurfaces ? start.c * (1 + (start.l - l)) : start.c;
    const candidate = hex({ ...start, l, c });
    if (reads(candidate)) return candidate;
  }
  throw new Error(`No shade of ${colour} reads at ${ratio}:1 on ${surfaces.join(', ')}`);
}
