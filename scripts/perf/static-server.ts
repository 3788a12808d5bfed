/**
 * A small static file server that behaves like the hosts the site is deployed to, so that what a
 * benchmark or a browser test measures matches a real deployment:
 *
 * - `/path` serves the exact file, else `<path>/index.html`, else `404.html` with status 404;
 * - text assets are compressed (brotli when the client accepts it, else gzip) with `Vary`;
 * - response headers come from the site's `_headers` file (the Netlify / Cloudflare Pages format)
 *   when the build has one, as those hosts apply it; without one, or for a path no rule gives a
 *   `Cache-Control`, hashed files under `/assets/` are cached for a year as immutable and
 *   everything else is revalidated (`no-cache`);
 * - only GET and HEAD; no path escapes the root (`..`, encoded or not, is refused), and the
 *   host's own configuration files (`_headers`, `_redirects`) are not served.
 *
 * Compressed bodies are kept in memory (keyed by file, size and mtime), so repeated page loads
 * measure transfer, not compression time.
 *
 * With `https`, it speaks HTTP/2 over TLS (HTTP/1.1 for a client that offers nothing else), as
 * every static host does, with a throwaway self-signed certificate made at start; a browser
 * trusts exactly that certificate through `certificateSpkiHash`. Lighthouse models the protocol
 * it observes: over HTTP/1.1 it opens up to six new connections per origin, each paying its own
 * handshake, where a host's HTTP/2 reuses the page's warm connection (see docs/performance.md).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createHash, createPublicKey } from 'node:crypto';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * The response as the handler uses it. HTTP/1's and HTTP/2's responses both fit, but TypeScript
 * cannot call `writeHead` on their union: the two declare different overloads.
 */
interface Reply extends NodeJS.WritableStream {
  readonly headersSent: boolean;
  writeHead(status: number, headers: OutgoingHttpHeaders): unknown;
  destroy(): unknown;
}

export interface StaticServerOptions {
  /** The folder to serve, for example `dist`. */
  root: string;
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** HTTP/2 over TLS with a self-signed certificate, as the hosts serve (default: plain HTTP/1.1). */
  https?: boolean;
}

export interface StaticServer {
  /** The origin with a trailing slash, for example `http://127.0.0.1:41234/`. */
  url: string;
  port: number;
  /** With `https`: the certificate (PEM), for a client that should trust it. */
  certificate?: string;
  /**
   * With `https`: the base64 SHA-256 of the certificate's public key, the form Chromium's
   * `--ignore-certificate-errors-spki-list` takes to trust this one certificate and no other.
   */
  certificateSpkiHash?: string;
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1 and localhost, valid for a day, that nothing else trusts. */
async function throwawayCertificate(): Promise<{ key: string; cert: string; spkiHash: string }> {
  // Loaded only here: plain HTTP (the end-to-end tests' server) does without it.
  const { generate } = await import('selfsigned');
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 24 * 60 * 60 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const spki = createPublicKey(pems.cert).export({ type: 'spki', format: 'der' });
  return {
    key: pems.private,
    cert: pems.cert,
    spkiHash: createHash('sha256').update(spki).digest('base64'),
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** Types worth compressing; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
  '.ico',
]);

/** Below this size compression gains nothing (the same threshold as common CDNs). */
const MIN_COMPRESS_BYTES = 256;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to use for an `Accept-Encoding` header: brotli if accepted, else gzip, else none.
 * Honours `q=0` (refused) and `*`.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

/** The `Cache-Control` a static host sends for a URL path. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The relative file path segments a URL path maps to, or `undefined` when the path is malformed
 * or tries to leave the root (`..`, backslashes, NUL bytes).
 */
export function safeSegments(urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return undefined;
  return segments;
}

/** One rule of a `_headers` file: a path pattern and the headers it adds. */
export interface HeaderRule {
  source: string;
  pattern: RegExp;
  headers: [name: string, value: string][];
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Parses a `_headers` file: a path line, then indented `Name: value` lines; `#` starts a comment.
 * In a path, `*` matches anything and `:name` one segment.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line.trim();
      const pattern = escapeRegExp(source).replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+');
      rules.push({ source, pattern: new RegExp(`^${pattern}$`), headers: [] });
      continue;
    }
    const header = /^\s+([A-Za-z0-9-]+)\s*:\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers line ${index + 1} is not a header of a path.`);
    rule.headers.push([header[1] as string, (header[2] as string).trim()]);
  }
  return rules;
}

/**
 * The headers the rules give a URL path: every matching rule applies, and a header set by several
 * rules is sent with their values joined by `, ` (as Netlify and Cloudflare Pages do). Header
 * names are lower-cased.
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
    }
  }
  return headers;
}

/** Files that configure the host rather than being part of the site. */
const HOST_FILES = new Set(['_headers', '_redirects']);

interface Resolved {
  file: string;
  status: number;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The site's `404.html` with status 404, if it has one. */
async function notFoundPage(root: string): Promise<Resolved | undefined> {
  const notFound = join(root, '404.html');
  return (await isFile(notFound)) ? { file: notFound, status: 404 } : undefined;
}

async function resolveFile(root: string, segments: string[]): Promise<Resolved | undefined> {
  const exact = resolve(root, ...segments);
  // Belt and braces: whatever the segments, the file must be inside the root.
  if (exact !== root && !exact.startsWith(root + sep)) return undefined;
  const hostFile = segments.length === 1 && HOST_FILES.has(segments[0] as string);
  if (!hostFile && segments.length > 0 && (await isFile(exact))) {
    return { file: exact, status: 200 };
  }
  const index = join(exact, 'index.html');
  if (await isFile(index)) return { file: index, status: 200 };
  return notFoundPage(root);
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = resolve(options.root);
  const compressed = new Map<string, Buffer>();
  const headersFile = join(root, '_headers');
  const headerRules = (await isFile(headersFile))
    ? parseHeadersFile(await readFile(headersFile, 'utf8'))
    : [];

  async function compressedBody(file: string, encoding: Encoding): Promise<Buffer> {
    const info = await stat(file);
    const key = `${encoding}:${file}:${info.size}:${info.mtimeMs}`;
    let body = compressed.get(key);
    if (!body) {
      const raw = await readFile(file);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : gzipSync(raw);
      compressed.set(key, body);
    }
    return body;
  }

  async function handle(req: IncomingMessage | Http2ServerRequest, res: Reply): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method Not Allowed\n');
      return;
    }
    const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    const segments = safeSegments(urlPath);
    if (!segments) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Request\n');
      return;
    }
    const resolved = await resolveFile(root, segments);
    if (!resolved) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not Found\n');
      return;
    }
    const { file, status } = resolved;
    const ext = extname(file).toLowerCase();
    const headers: Record<string, string | number> = {
      'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      ...(status === 200 ? headersFor(headerRules, urlPath) : {}),
    };
    headers['cache-control'] ??= status === 200 ? cacheControlFor(urlPath) : 'no-cache';
    const { size } = await stat(file);
    const encoding =
      COMPRESSIBLE.has(ext) && size >= MIN_COMPRESS_BYTES
        ? negotiateEncoding(req.headers['accept-encoding'])
        : undefined;
    if (COMPRESSIBLE.has(ext)) headers.vary = 'Accept-Encoding';

    if (encoding) {
      const body = await compressedBody(file, encoding);
      headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
      res.writeHead(status, headers);
      if (req.method === 'HEAD') res.end();
      else res.end(body);
      return;
    }
    headers['content-length'] = size;
    res.writeHead(status, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  const onRequest = (req: IncomingMessage | Http2ServerRequest, res: Reply) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end();
    });
  };
  const tls = options.https ? await throwawayCertificate() : undefined;
  const server = tls
    ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, onRequest)
    : createServer(onRequest);
  // Both kinds keep connections alive; closing must not wait for the browser to drop them.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${port}/`,
    port,
    certificate: tls?.cert,
    certificateSpkiHash: tls?.spkiHash,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.close((error) => (error ? reject(error) : resolveClose()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
