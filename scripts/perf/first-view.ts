/**
 * The JavaScript the first view of a page needs: the scripts Lighthouse saw it request on load,
 * each with the bytes that went over the wire and its gzip size from the build.
 */
import type { ScriptRequest } from './metrics';

export interface FirstViewScript {
  /** The path on the measured origin, or the full URL of another origin's script. */
  path: string;
  transferBytes: number;
  /** Gzip size of the built file; the transfer size when the file is not in the build. */
  gzipBytes: number;
  /** Whether the file was found in the build. */
  inBuild: boolean;
}

export interface FirstViewJs {
  scripts: FirstViewScript[];
  transferBytes: number;
  gzipBytes: number;
}

/**
 * @param gzipByPath gzip sizes of built files, keyed by URL path (`/assets/index-abc.js`).
 */
export function firstViewJs(
  requests: readonly ScriptRequest[],
  origin: string,
  gzipByPath: ReadonlyMap<string, number>,
): FirstViewJs {
  const originUrl = new URL(origin);
  const seen = new Set<string>();
  const scripts: FirstViewScript[] = [];
  for (const request of requests) {
    const url = new URL(request.url);
    const sameOrigin = url.origin === originUrl.origin;
    const path = sameOrigin ? url.pathname : request.url;
    // A script requested twice (a preload and its use) counts once.
    if (seen.has(path)) continue;
    seen.add(path);
    const built = sameOrigin ? gzipByPath.get(url.pathname) : undefined;
    scripts.push({
      path,
      transferBytes: request.transferBytes,
      gzipBytes: built ?? request.transferBytes,
      inBuild: built !== undefined,
    });
  }
  return {
    scripts,
    transferBytes: scripts.reduce((total, script) => total + script.transferBytes, 0),
    gzipBytes: scripts.reduce((total, script) => total + script.gzipBytes, 0),
  };
}
