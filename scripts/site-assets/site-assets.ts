// The files the site serves that are made from its content and its brand: the web app manifest,
// the favicon and the icons drawn from it, the share image and the preview of each certificate
// PDF's first page. Nobody commits or regenerates them: the
// build writes them from the current content and files (vite-plugin.ts), and the development
// server serves them the same way, so they follow every change to the content, the portrait or a
// PDF. An owner who wants their own version of one puts that file in public/ and it is used as is;
// a file there that is still byte for byte the sample's is not theirs, and is made again.
//
// The share image and the previews take a second or more to draw, so each is cached under
// node_modules/.cache/site-assets, keyed by everything it is made from (its texts, the portrait's
// or PDF's bytes, and the source of the code and colours that draw it): a build with nothing
// changed reads them back, without even loading the drawing code (sharp, mupdf's WebAssembly).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { certificatePreviewPath, content as baseContent } from '../../src/content/index.ts';
import type { Content } from '../../src/content/index.ts';
import { isExternal } from '../../src/lib/imageSizes.ts';
import { shareImage } from '../../src/seo/shareImage.ts';
import {
  faviconIco,
  faviconPath,
  pngIcons,
  webManifest,
  webManifestPath,
} from '../../src/seo/webManifest.ts';
import { isReplaceableSampleFile } from '../sample-content/sample-files.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The content the files are made from. */
export type SiteAssetContent = Pick<Content, 'site' | 'profile' | 'hero' | 'certifications'>;

export interface SiteAssetOptions {
  content?: SiteAssetContent;
  /** The address the share image shows; the content's `site.url` if unset. */
  siteUrl?: string;
  /** Where the portrait, the PDFs and any file of the owner's are; the repository's public/. */
  publicDir?: string;
  /** Where drawn files are kept between builds; false to draw every time. */
  cacheDir?: string | false;
}

export interface SiteAsset {
  /** The site path it is served at, e.g. '/og-image.png'. */
  path: string;
  /** True when public/ holds the owner's own file at that path: it is served as is. */
  ownersFile: boolean;
  /** The file's bytes, drawn from the content (or read back from the cache). */
  render(): Promise<Uint8Array>;
}

export const defaultCacheDir = join(repoRoot, 'node_modules/.cache/site-assets');

/** The source files whose code or colours decide how a file is drawn: a change draws it again. */
const drawingSources = [
  'scripts/site-assets/share-image.ts',
  'scripts/site-assets/certificate-preview.ts',
  'scripts/site-assets/icons.ts',
  'scripts/site-assets/design.ts',
  'tailwind.config.ts',
  'src/theme/brandShades.ts',
];

function sha256(parts: readonly (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    // Each part's length first, so ['ab', 'c'] and ['a', 'bc'] differ.
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.byteLength}:`).update(bytes);
  }
  return hash.digest('hex');
}

let drawingCode: string | undefined;
function drawingCodeHash(): string {
  drawingCode ??= sha256(drawingSources.map((path) => readFileSync(join(repoRoot, path))));
  return drawingCode;
}

/**
 * `draw()`'s result, from the cache when the same inputs drew it before. One file per name is
 * kept: drawing a new version removes the old one, so the cache does not grow with each edit.
 */
async function cached(
  cacheDir: string | false,
  name: string,
  inputs: readonly (string | Uint8Array)[],
  draw: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  if (cacheDir === false) return draw();
  const key = sha256([drawingCodeHash(), ...inputs]).slice(0, 32);
  const file = join(cacheDir, `${name}.${key}`);
  if (existsSync(file)) return readFileSync(file);
  const bytes = await draw();
  mkdirSync(cacheDir, { recursive: true });
  for (const old of readdirSync(cacheDir)) {
    if (old.startsWith(`${name}.`)) rmSync(join(cacheDir, old), { force: true });
  }
  // Written whole, then renamed: a build running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return bytes;
}

/** Every content-made file, in the order the build writes them. Nothing is read until render(). */
export function siteAssets(options: SiteAssetOptions = {}): SiteAsset[] {
  const { site, profile, hero, certifications } = options.content ?? baseContent;
  const publicDir = resolve(options.publicDir ?? join(repoRoot, 'public'));
  const cacheDir = options.cacheDir ?? defaultCacheDir;
  const publicFile = (sitePath: string) => {
    const file = resolve(publicDir, `.${sitePath}`);
    if (!file.startsWith(publicDir + sep)) throw new Error(`Not a file under public/: ${sitePath}`);
    return file;
  };
  const asset = (path: string, render: () => Promise<Uint8Array>): SiteAsset => ({
    path,
    ownersFile: !isReplaceableSampleFile(publicFile(path)),
    render,
  });

  const manifest = asset(webManifestPath, async () =>
    Buffer.from(`${JSON.stringify(webManifest({ site, profile }), null, 2)}\n`),
  );

  // The brand's favicon, unless the owner drew their own; the icons follow whichever it is.
  const favicon = asset(faviconPath, () =>
    import('./icons.ts').then(({ faviconSvg }) => Buffer.from(faviconSvg())),
  );
  const faviconBytes = async () =>
    favicon.ownersFile ? readFileSync(publicFile(faviconPath)) : favicon.render();
  const iconFile = (path: string, name: string, draw: (svg: Uint8Array) => Promise<Uint8Array>) =>
    asset(path, async () => {
      const svg = await faviconBytes();
      return cached(cacheDir, name, [svg], () => draw(svg));
    });
  const icons = [
    ...pngIcons.map((icon) =>
      iconFile(icon.path, `icon-${icon.size}-${icon.purpose}`, (svg) =>
        import('./icons.ts').then(({ iconPng }) => iconPng(svg, icon)),
      ),
    ),
    iconFile(faviconIco.path, 'favicon-ico', (svg) =>
      import('./icons.ts').then(({ faviconIcoFile }) => faviconIcoFile(svg, faviconIco.size)),
    ),
  ];

  const share = asset(shareImage.path, () => {
    const portraitFile = isExternal(profile.image) ? undefined : publicFile(profile.image);
    const portrait =
      portraitFile && existsSync(portraitFile) ? readFileSync(portraitFile) : undefined;
    const card = {
      name: profile.name,
      role: profile.role,
      subheading: hero.subheading,
      location: profile.location,
      siteUrl: options.siteUrl ?? site.url,
    };
    return cached(cacheDir, 'og-image', [JSON.stringify(card), portrait ?? ''], () =>
      import('./share-image.ts').then(({ shareImagePng }) => shareImagePng({ ...card, portrait })),
    );
  });

  const previews = certifications.map((certification) =>
    asset(certificatePreviewPath(certification), async () => {
      const pdfFile = publicFile(certification.pdfPath);
      if (!existsSync(pdfFile)) {
        throw new Error(`public${certification.pdfPath} does not exist`);
      }
      const pdf = readFileSync(pdfFile);
      try {
        return await cached(cacheDir, `preview-${certification.id}`, [pdf], () =>
          import('./certificate-preview.ts').then(({ previewWebp }) => previewWebp(pdf)),
        );
      } catch (error) {
        throw new Error(`public${certification.pdfPath}: ${(error as Error).message}`);
      }
    }),
  );

  return [manifest, favicon, ...icons, share, ...previews];
}

/**
 * The bytes of every file to make (the owner's own files left out), drawn at once. Every PDF that
 * cannot be read is reported together, so an owner fixes them in one pass.
 */
export async function renderSiteAssets(
  options: SiteAssetOptions = {},
): Promise<{ made: Map<string, Uint8Array>; owners: string[] }> {
  const assets = siteAssets(options);
  const made = new Map<string, Uint8Array>();
  const problems: string[] = [];
  await Promise.all(
    assets
      .filter((item) => !item.ownersFile)
      .map(async (item) => {
        try {
          made.set(item.path, await item.render());
        } catch (error) {
          problems.push((error as Error).message);
        }
      }),
  );
  if (problems.length > 0) {
    throw new Error(
      `Could not make the files drawn from the content (each certification's PDF belongs at its ` +
        `pdfPath under public/):\n  ${problems.sort().join('\n  ')}`,
    );
  }
  const order = assets.map((item) => item.path);
  return {
    made: new Map([...made].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))),
    owners: assets.filter((item) => item.ownersFile).map((item) => item.path),
  };
}
