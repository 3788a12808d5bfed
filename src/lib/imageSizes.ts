/**
 * Intrinsic sizes of the site's raster images. Components put them in `width`/`height` so the
 * browser reserves space before an image loads (no layout shift); the sample images are exactly
 * these sizes. An owner's own images should keep the same aspect ratio.
 */
export const imageSizes = {
  /** Project cards show a 16:10 image. */
  project: { width: 960, height: 600 },
  /** The hero portrait fills a 400 x 500 px frame; rendered at 2x for sharp screens. */
  profile: { width: 800, height: 1000 },
  /** Round testimonial avatars. */
  avatar: { width: 160, height: 160 },
  /** First page of a certificate PDF, for a 280 x 200 px card preview at 2x. */
  certificatePreview: { width: 560, height: 400 },
} as const;

/**
 * Narrower copies of a full-size image, offered in `srcset` so a small screen downloads less.
 * Content points at the full-size file (`/images/projects/web-1.webp`, 960 px wide); the asset
 * script writes each narrower copy beside it as `<name>-<width>.webp`
 * (`/images/projects/web-1-480.webp`), from whatever file is on disk, so an owner's own images
 * get them too.
 */
export const responsiveWidths = {
  project: [480],
  profile: [400],
} as const satisfies Partial<Record<keyof typeof imageSizes, readonly number[]>>;

export type ResponsiveImage = keyof typeof responsiveWidths;

/** True for 'https://…' or '//cdn…': a file the asset script cannot make copies of. */
export function isExternal(path: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(path);
}

/** '/images/projects/web-1.webp', 480 -> '/images/projects/web-1-480.webp' (always WebP). */
export function variantPath(path: string, width: number): string {
  const dot = path.lastIndexOf('.');
  const stem = dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
  return `${stem}-${width}.webp`;
}

/** The narrower copies of a full-size image, narrowest first (the full-size file is not one). */
export function variantPathsFor(path: string, kind: ResponsiveImage): string[] {
  if (isExternal(path)) return [];
  return responsiveWidths[kind].map((width) => variantPath(path, width));
}

/**
 * The `srcset` of a full-size image: its narrower copies and then the file itself, e.g.
 * '/images/projects/web-1-480.webp 480w, /images/projects/web-1.webp 960w'.
 */
export function srcSetFor(path: string, kind: ResponsiveImage): string {
  // An image hosted elsewhere has no copies beside it: offer the file alone.
  if (isExternal(path)) return `${path} ${imageSizes[kind].width}w`;
  return [
    ...responsiveWidths[kind].map((width) => `${variantPath(path, width)} ${width}w`),
    `${path} ${imageSizes[kind].width}w`,
  ].join(', ');
}
