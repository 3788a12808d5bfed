// @vitest-environment node
/**
 * The manifest, the icons, the share image and the certificate previews are made from the content
 * and the brand by every build and by the development server, and an owner's own file in public/ is used instead.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePreviewPath, content } from '../../src/content/index.ts';
import { imageSizes } from '../../src/lib/imageSizes.ts';
import { shareImage } from '../../src/seo/shareImage.ts';
import {
  faviconIco,
  faviconPath,
  pngIcons,
  webManifest,
  webManifestPath,
} from '../../src/seo/webManifest.ts';
import { brand } from '../../tailwind.config.ts';
import { siteAssets as siteAssetsPlugin } from './vite-plugin.ts';
import { renderSiteAssets, siteAssets } from './site-assets.ts';

const repoPublic = join(__dirname, '../../public');
const { certifications, profile } = content;

let work: string;
/** A public/ with the content's PDFs and portrait, and a share image of the owner's own. */
let publicDir: string;
let cacheDir: string;
/** Not a file the sample ever shipped. */
let ownShareImage: Buffer;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'site-assets-'));
  publicDir = join(work, 'public');
  cacheDir = join(work, 'cache');
  for (const path of [profile.image, ...certifications.map((c) => c.pdfPath)]) {
    mkdirSync(dirname(join(publicDir, path)), { recursive: true });
    copyFileSync(join(repoPublic, path), join(publicDir, path));
  }
  ownShareImage = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: '#123456' },
  })
    .png()
    .toBuffer();
  writeFileSync(join(work, 'index.html'), '<!doctype html><title>t</title><p>t</p>');
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

const json = (bytes: Uint8Array) => JSON.parse(Buffer.from(bytes).toString('utf8'));

describe('siteAssets', () => {
  const owner = {
    ...content,
    profile: { ...profile, name: 'Ada Lovelace', role: 'Analytical Engine Programmer' },
  };

  it('writes the manifest from the content it is given', async () => {
    const { made } = await renderSiteAssets({ content: owner, publicDir, cacheDir });
    const manifest = json(made.get(webManifestPath)!);
    expect(manifest.name).toBe('Ada Lovelace | Analytical Engine Programmer');
    expect(manifest.short_name).toBe('Ada Lovelace');
    expect(manifest).toEqual(webManifest({ site: content.site, profile: owner.profile }));
  });

  it('draws a 1200 x 630 share image under 150 KB, again when the name changes', async () => {
    const first = (await renderSiteAssets({ content: owner, publicDir, cacheDir })).made;
    const image = first.get(shareImage.path)!;
    expect(await sharp(image).metadata()).toMatchObject({
      format: 'png',
      width: shareImage.width,
      height: shareImage.height,
    });
    expect(image.byteLength).toBeLessThan(150 * 1024);

    const renamed = { ...owner, profile: { ...owner.profile, name: 'Grace Hopper' } };
    const second = (await renderSiteAssets({ content: renamed, publicDir, cacheDir })).made;
    expect(Buffer.compare(second.get(shareImage.path)!, image)).not.toBe(0);
    // One cached share image: the new one replaced the old.
    expect(readdirSync(cacheDir).filter((name) => name.startsWith('og-image.'))).toHaveLength(1);
  });

  it('renders a preview of every certificate PDF at the card size', async () => {
    const { made } = await renderSiteAssets({ publicDir, cacheDir });
    for (const certification of certifications) {
      const preview = made.get(certificatePreviewPath(certification));
      expect(preview, certification.id).toBeDefined();
      expect(await sharp(preview!).metadata()).toMatchObject({
        format: 'webp',
        ...imageSizes.certificatePreview,
      });
    }
  });

  it('names every PDF it cannot find', async () => {
    const missing = {
      ...content,
      certifications: [
        { ...certifications[0]!, id: 'a', pdfPath: '/certificates/nowhere-a.pdf' },
        { ...certifications[0]!, id: 'b', pdfPath: '/certificates/nowhere-b.pdf' },
      ],
    };
    await expect(renderSiteAssets({ content: missing, publicDir, cacheDir })).rejects.toThrow(
      /public\/certificates\/nowhere-a\.pdf does not exist\n {2}public\/certificates\/nowhere-b\.pdf/,
    );
  });

  it('draws the favicon in the brand, and every icon from it at its size', async () => {
    const { made } = await renderSiteAssets({ publicDir, cacheDir });
    const favicon = Buffer.from(made.get(faviconPath)!).toString('utf8');
    for (const colour of [brand.primary, brand.secondary, brand.accent]) {
      expect(favicon).toContain(colour);
    }
    for (const icon of pngIcons) {
      expect(await sharp(made.get(icon.path)!).metadata(), icon.path).toMatchObject({
        format: 'png',
        width: icon.size,
        height: icon.size,
      });
    }
    // An ICO header (reserved 0, type 1, one image) at 32 x 32, holding a PNG.
    const ico = Buffer.from(made.get(faviconIco.path)!);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7]]).toEqual([faviconIco.size, faviconIco.size]);
    expect(ico.subarray(ico.readUInt32LE(18) + 1, ico.readUInt32LE(18) + 4).toString()).toBe('PNG');
  });

  it("draws the icons from the owner's own favicon, and serves that favicon as it is", async () => {
    const own = mkdtempSync(join(tmpdir(), 'site-assets-favicon-'));
    const red =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#ff0000"/></svg>';
    try {
      writeFileSync(join(own, 'favicon.svg'), red);
      const assets = siteAssets({ publicDir: own, cacheDir: false });
      expect(assets.find((asset) => asset.path === faviconPath)?.ownersFile).toBe(true);
      const icon = await assets.find((asset) => asset.path === '/icon-192.png')!.render();
      const { data } = await sharp(icon).raw().toBuffer({ resolveWithObject: true });
      expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it("leaves out a file public/ holds of the owner's own", () => {
    const own = mkdtempSync(join(tmpdir(), 'site-assets-own-'));
    try {
      writeFileSync(join(own, 'og-image.png'), ownShareImage);
      const owners = siteAssets({ publicDir: own, cacheDir: false }).filter((a) => a.ownersFile);
      expect(owners.map((a) => a.path)).toEqual([shareImage.path]);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe('the Vite plugin', () => {
  it("emits the files into a build, and keeps the owner's own share image", async () => {
    writeFileSync(join(publicDir, 'og-image.png'), ownShareImage);
    const outDir = join(work, 'dist');
    try {
      await build({
        root: work,
        configFile: false,
        publicDir,
        logLevel: 'silent',
        plugins: [siteAssetsPlugin()],
        build: { outDir, emptyOutDir: true },
      });
      expect(json(readFileSync(join(outDir, webManifestPath)))).toEqual(webManifest());
      for (const certification of certifications) {
        const preview = readFileSync(join(outDir, certificatePreviewPath(certification)));
        expect((await sharp(preview).metadata()).format, certification.id).toBe('webp');
      }
      expect(Buffer.compare(readFileSync(join(outDir, shareImage.path)), ownShareImage)).toBe(0);
    } finally {
      rmSync(join(publicDir, 'og-image.png'), { force: true });
    }
  });

  it('serves them from the development server', async () => {
    const server = await createServer({
      root: work,
      configFile: false,
      publicDir,
      logLevel: 'silent',
      plugins: [siteAssetsPlugin()],
      server: { port: 0, host: '127.0.0.1', hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls!.local[0]!;
      const manifest = await fetch(new URL(webManifestPath.slice(1), base));
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(await manifest.json()).toEqual(webManifest());
      const preview = await fetch(
        new URL(certificatePreviewPath(certifications[0]!).slice(1), base),
      );
      expect(preview.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).width).toBe(
        imageSizes.certificatePreview.width,
      );
    } finally {
      await server.close();
    }
  });
});
