// Narrower WebP copies of the project images and the portrait, for `srcset` (names and widths in
// src/lib/imageSizes.ts). They are made from whatever file content points at, sample or the
// owner's own, and follow it (rewritten every run): after replacing images,
// `npx tsx scripts/generate-assets/image-variants.ts` makes their copies without touching anything
// else.
import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { profile, projects } from '../../src/content';
import { isExternal, responsiveWidths, variantPath } from '../../src/lib/imageSizes';
import type { ResponsiveImage } from '../../src/lib/imageSizes';
import { publicFile, writePublic } from './output';

/** Every full-size image that gets narrower copies, with the kind that sets their widths. */
export function responsiveImages(): { path: string; kind: ResponsiveImage }[] {
  const images: { path: string; kind: ResponsiveImage }[] = [
    { path: profile.image, kind: 'profile' },
    ...projects.flatMap((project) =>
      [project.image, project.hoverImage]
        .filter((path): path is string => Boolean(path))
        .map((path) => ({ path, kind: 'project' as const })),
    ),
  ];
  return images.filter(({ path }) => !isExternal(path));
}

export async function generateImageVariants(): Promise<void> {
  const missing: string[] = [];
  for (const { path, kind } of responsiveImages()) {
    const file = publicFile(path);
    if (!existsSync(file)) {
      missing.push(`public${path}`);
      continue;
    }
    for (const width of responsiveWidths[kind]) {
      const copy = await sharp(file).resize({ width }).webp({ quality: 80, effort: 6 }).toBuffer();
      await writePublic(variantPath(path, width), copy);
    }
  }
  if (missing.length > 0) {
    throw new Error(`Content points at images that do not exist:\n  ${missing.join('\n  ')}`);
  }
}

// Runnable on its own (see the top of this file); index.ts imports it without side effects.
const entry = process.argv[1];
if (entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))) {
  await generateImageVariants();
}
