/**
 * Which theme a Lighthouse run measured, read from the page itself: the top corner of its final
 * screenshot is the header, which is the canvas colour until the page scrolls. A run that measured
 * the wrong theme (a browser flag that stopped working) is then an error, not a silent mislabel.
 */
import sharp from 'sharp';
import type { Result } from 'lighthouse';
import { themes, type ThemeName } from '../../tailwind.config.ts';

/** How far a JPEG's pixel may stray from the canvas colour per channel. */
const TOLERANCE = 12;

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export async function themeShown(lhr: Result): Promise<ThemeName | undefined> {
  const details = lhr.audits['final-screenshot']?.details as { data?: string } | undefined;
  const data = details?.data?.replace(/^data:image\/\w+;base64,/, '');
  if (!data) return undefined;
  const { data: pixel } = await sharp(Buffer.from(data, 'base64'))
    .extract({ left: 2, top: 2, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (Object.keys(themes) as ThemeName[]).find((name) =>
    channels(themes[name].canvas).every(
      (value, i) => Math.abs(value - (pixel[i] ?? -255)) <= TOLERANCE,
    ),
  );
}
