/**
 * Intrinsic sizes of the site's raster images. Components put them in `width`/`height` so the
 * browser reserves space before an image loads (no layout shift); the asset script renders the
 * sample images at exactly these sizes. An owner's own images should keep the same aspect ratio.
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
