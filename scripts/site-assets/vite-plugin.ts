/**
 * Makes the content's own files (site-assets.ts: the web app manifest, the icons, the share image
 * and the certificate previews) part of every build, and serves them from the development server, so
 * they always say what the content says: no command to remember, nothing to commit.
 *
 * The generator is loaded through Vite's module loader at each use, not imported here: what
 * vite.config.ts imports is watched as configuration, and the dev server would restart at every
 * content edit. Loaded this way the dev server serves the content as it is now, edit after edit,
 * and a build reads the content as it is when it runs.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
// Its types only: a type import is gone before Vite bundles the configuration.
import type * as generator from './site-assets.ts';

type Generator = typeof generator;

const generatorFile = fileURLToPath(new URL('./site-assets.ts', import.meta.url));

const contentTypes: Record<string, string> = {
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

function extension(path: string): string {
  return path.slice(path.lastIndexOf('.'));
}

export interface SiteAssetsPluginOptions {
  /** The site's address (SITE_URL), shown on the share image; the content's if unset. */
  siteUrl?: string;
}

export function siteAssets(options: SiteAssetsPluginOptions = {}): Plugin {
  let config: ResolvedConfig;
  const generatorOptions = () => ({
    siteUrl: options.siteUrl,
    publicDir: config.publicDir || undefined,
  });

  /** Answers a request for one of the files, drawn from the content as it is now. */
  async function serve(server: ViteDevServer, url: string): Promise<Uint8Array | undefined> {
    const path = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    // Only these kinds of file are made; anything else is not worth loading the generator for.
    if (!(extension(path) in contentTypes)) return undefined;
    const generator = (await server.ssrLoadModule(generatorFile)) as Generator;
    const asset = generator.siteAssets(generatorOptions()).find((item) => item.path === path);
    // The owner's own file is served from public/ by Vite itself.
    if (!asset || asset.ownersFile) return undefined;
    return asset.render();
  }

  return {
    name: 'site-assets',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // Before Vite's own handlers, so a sample file still in public/ does not answer instead.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        serve(server, req.url ?? '/').then((body) => {
          if (!body) return next();
          res.setHeader('Content-Type', contentTypes[extension(req.url!.split('?')[0]!)]!);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : body);
        }, next);
      });
    },
    async generateBundle() {
      // The browser build ships them; the prerender's server build has no use for them.
      if (this.environment.config.consumer !== 'client') return;
      // A loader of its own for the build (no config file, no watcher), open while it draws: the
      // drawing code is loaded only when something is not in the cache.
      const loader = await createServer({
        root: config.root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let result: Awaited<ReturnType<Generator['renderSiteAssets']>>;
      try {
        const generator = (await loader.ssrLoadModule(generatorFile)) as Generator;
        result = await generator.renderSiteAssets(generatorOptions());
      } finally {
        await loader.close();
      }
      const { made, owners } = result;
      for (const [path, source] of made) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source });
      }
      const kept = owners.length > 0 ? `; kept your own ${owners.map((p) => `public${p}`)}` : '';
      config.logger.info(`site assets: made ${made.size} files from the content${kept}`);
    },
  };
}
