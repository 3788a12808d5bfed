// @vitest-environment node
import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as connectTls } from 'node:tls';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  headersFor,
  negotiateEncoding,
  parseHeadersFile,
  safeSegments,
  startStaticServer,
  type StaticServer,
} from './static-server';

interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A raw request: the path is sent exactly as given (fetch would resolve `..` before sending,
 * which is what a hostile client does not do).
 */
function get(
  server: StaticServer,
  path: string,
  options: { method?: string; encoding?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: options.method ?? 'GET',
        headers: options.encoding ? { 'Accept-Encoding': options.encoding } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const appJs = `export const answer = 42;\n${'console.log("a chunk of JavaScript");\n'.repeat(100)}`;

let dir: string;
let root: string;
let server: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-server-test-'));
  root = join(dir, 'dist');
  await mkdir(join(root, 'admin'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, 'images'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(root, 'admin', 'index.html'), '<!doctype html><title>Admin</title>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(root, 'assets', 'app-Ab12Cd34.js'), appJs);
  await writeFile(join(root, 'images', 'photo.png'), Buffer.alloc(2048, 7));
  await writeFile(join(root, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await writeFile(join(dir, 'secret.txt'), 'do not serve me');
  server = await startStaticServer({ root });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
    expect(server.port).toBeGreaterThan(0);
  });

  it('serves index.html for /, as HTML that browsers revalidate', async () => {
    const res = await get(server, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toContain('<title>Home</title>');
  });

  it("serves a folder's index.html, with or without the trailing slash and a query", async () => {
    for (const path of ['/admin', '/admin/', '/admin?tab=inbox']) {
      const res = await get(server, path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toContain('<title>Admin</title>');
    }
  });

  it('serves the exact file when there is one', async () => {
    const res = await get(server, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe('User-agent: *\nAllow: /\n');
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    for (const path of ['/nope', '/admin/deep/link', '/assets/gone-123.js']) {
      const res = await get(server, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.body.toString(), path).toContain('<title>Not found</title>');
    }
  });

  it('answers a plain 404 when the site has no 404.html', async () => {
    const bare = await startStaticServer({ root: join(root, 'admin') });
    try {
      const res = await get(bare, '/nope');
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe('Not Found\n');
    } finally {
      await bare.close();
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await get(server, '/assets/app-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text with brotli when accepted, else gzip, and says it varies', async () => {
    const br = await get(server, '/assets/app-Ab12Cd34.js', { encoding: 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(appJs.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);

    const gzip = await get(server, '/assets/app-Ab12Cd34.js', { encoding: 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(appJs);

    const identity = await get(server, '/assets/app-Ab12Cd34.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(appJs);
  });

  it('leaves images and tiny files uncompressed', async () => {
    const png = await get(server, '/images/photo.png', { encoding: 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.body.length).toBe(2048);
    const tiny = await get(server, '/robots.txt', { encoding: 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });

  it('refuses paths that try to leave the root, encoded or not', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const res = await get(server, path);
      expect(res.status, path).toBe(400);
      expect(res.body.toString(), path).not.toContain('do not serve me');
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get(server, '/assets/app-Ab12Cd34.js', { method: 'HEAD', encoding: 'br' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    const post = await get(server, '/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('a site with a _headers file', () => {
  const headersFile = [
    '# The host applies every matching rule.',
    '/*',
    '  X-Frame-Options: DENY',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '/images/*',
    '  Cache-Control: public, max-age=86400',
    '',
  ].join('\n');
  let site: StaticServer;

  beforeAll(async () => {
    const siteRoot = join(dir, 'site-with-headers');
    await mkdir(join(siteRoot, 'images'), { recursive: true });
    await writeFile(join(siteRoot, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(join(siteRoot, '_headers'), headersFile);
    await writeFile(join(siteRoot, 'images', 'a.png'), Buffer.alloc(10));
    site = await startStaticServer({ root: siteRoot });
  });

  afterAll(async () => {
    await site?.close();
  });

  it('sends the headers of the rules that match, as the host would', async () => {
    const page = await get(site, '/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.headers['x-frame-options']).toBe('DENY');
    const image = await get(site, '/images/a.png');
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('falls back to the default cache policy where no rule sets one', async () => {
    const res = await get(site, '/index.html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('does not serve the _headers file itself', async () => {
    const res = await get(site, '/_headers');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('X-Frame-Options');
  });
});

describe('startStaticServer with https, as the hosts serve', () => {
  let secure: StaticServer;
  beforeAll(async () => {
    secure = await startStaticServer({ root, https: true });
  });
  afterAll(async () => {
    await secure?.close();
  });

  /** One request over HTTP/2, trusting the server's own certificate and nothing else. */
  function getHttp2(path: string): Promise<Response> {
    return new Promise((resolve, reject) => {
      const session = connectHttp2(secure.url, { ca: secure.certificate });
      session.on('error', reject);
      const stream = session.request({ ':path': path, 'accept-encoding': 'br' });
      const chunks: Buffer[] = [];
      let headers: Record<string, string | string[] | undefined> = {};
      stream.on('response', (h) => (headers = h));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
      });
      stream.on('error', reject);
      stream.end();
    });
  }

  it('speaks HTTP/2 over TLS, with the same files, compression and headers', async () => {
    expect(secure.url).toBe(`https://127.0.0.1:${secure.port}/`);
    const page = await getHttp2('/admin');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>Admin</title>');
    const script = await getHttp2('/assets/app-Ab12Cd34.js');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(script.body).toString()).toBe(appJs);
    expect((await getHttp2('/nope')).status).toBe(404);
  });

  it('offers h2 first and names the public key a browser must trust', async () => {
    const { protocol, spkiHash } = await new Promise<{ protocol: string; spkiHash: string }>(
      (resolve, reject) => {
        const socket = connectTls(
          {
            host: '127.0.0.1',
            port: secure.port,
            ALPNProtocols: ['h2', 'http/1.1'],
            ca: secure.certificate,
          },
          () => {
            const certificate = new X509Certificate(socket.getPeerCertificate(true).raw);
            const spki = certificate.publicKey.export({ type: 'spki', format: 'der' });
            resolve({
              protocol: String(socket.alpnProtocol),
              spkiHash: createHash('sha256').update(spki).digest('base64'),
            });
            socket.end();
          },
        );
        socket.on('error', reject);
      },
    );
    expect(protocol).toBe('h2');
    expect(spkiHash).toBe(secure.certificateSpkiHash);
    // Issued for the address the benchmark browses, so only the one flag is needed.
    expect(new X509Certificate(secure.certificate!).checkIP('127.0.0.1')).toBe('127.0.0.1');
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const socket = connectTls(
        {
          host: '127.0.0.1',
          port: secure.port,
          ALPNProtocols: ['http/1.1'],
          ca: secure.certificate,
        },
        () =>
          socket.write('GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(body).toMatch(/^HTTP\/1\.1 200/);
    expect(body).toContain('User-agent: *');
  });

  it('closes while a browser still holds its connection open', async () => {
    const other = await startStaticServer({ root, https: true });
    const session = connectHttp2(other.url, { ca: other.certificate });
    await new Promise((resolve) => session.once('connect', resolve));
    await other.close();
    session.destroy();
  });
});

describe('helpers', () => {
  it('parses _headers rules and joins a header set by several rules', () => {
    const rules = parseHeadersFile(
      '/*\n  Link: </a.css>; rel=preload\n/docs/:page\n  Link: </b.css>; rel=preload\n',
    );
    expect(rules.map((rule) => rule.source)).toEqual(['/*', '/docs/:page']);
    expect(headersFor(rules, '/docs/intro')).toEqual({
      link: '</a.css>; rel=preload, </b.css>; rel=preload',
    });
    expect(headersFor(rules, '/docs/intro/more')).toEqual({ link: '</a.css>; rel=preload' });
    expect(() => parseHeadersFile('  Orphan: header')).toThrow(/not a header of a path/);
  });

  it('negotiates brotli, then gzip, honouring q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('caches only /assets/ for long', () => {
    expect(cacheControlFor('/assets/index-abc.js')).toContain('immutable');
    expect(cacheControlFor('/images/profile.webp')).toBe('no-cache');
    expect(cacheControlFor('/')).toBe('no-cache');
  });

  it('maps URL paths to segments and refuses traversal', () => {
    expect(safeSegments('/')).toEqual([]);
    expect(safeSegments('/a/./b/')).toEqual(['a', 'b']);
    expect(safeSegments('/caf%C3%A9.html')).toEqual(['café.html']);
    expect(safeSegments('/a/../b')).toBeUndefined();
    expect(safeSegments('/a/%2E%2E/b')).toBeUndefined();
    expect(safeSegments('/%')).toBeUndefined();
  });
});
