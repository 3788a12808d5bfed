// @vitest-environment node
import sharp from 'sharp';
import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { themes } from '../../tailwind.config';
import { themeShown } from './theme-check';

/** An lhr with only a final screenshot: a JPEG of one colour, as Lighthouse stores it. */
async function lhrWithScreenshot(background: string): Promise<Result> {
  const jpeg = await sharp({ create: { width: 40, height: 80, channels: 3, background } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return {
    audits: {
      'final-screenshot': {
        details: { type: 'screenshot', data: `data:image/jpeg;base64,${jpeg.toString('base64')}` },
      },
    },
  } as unknown as Result;
}

describe('themeShown', () => {
  it('tells the themes apart by the page’s canvas', async () => {
    expect(await themeShown(await lhrWithScreenshot(themes.dark.canvas))).toBe('dark');
    expect(await themeShown(await lhrWithScreenshot(themes.light.canvas))).toBe('light');
  });

  it('knows neither a page of another colour nor a run without a screenshot', async () => {
    expect(await themeShown(await lhrWithScreenshot('#ff0000'))).toBeUndefined();
    expect(await themeShown({ audits: {} } as unknown as Result)).toBeUndefined();
  });
});
