// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstViewJs } from './first-view';

describe('firstViewJs', () => {
  const origin = 'http://127.0.0.1:4000/';
  const gzip = new Map([
    ['/assets/index-abc.js', 80_000],
    ['/assets/config-def.js', 8000],
  ]);

  it('sums transfer bytes and the built files’ gzip sizes', () => {
    const result = firstViewJs(
      [
        { url: `${origin}assets/index-abc.js`, transferBytes: 70_000 },
        { url: `${origin}assets/config-def.js?v=1`, transferBytes: 7000 },
      ],
      origin,
      gzip,
    );
    expect(result).toEqual({
      scripts: [
        { path: '/assets/index-abc.js', transferBytes: 70_000, gzipBytes: 80_000, inBuild: true },
        { path: '/assets/config-def.js', transferBytes: 7000, gzipBytes: 8000, inBuild: true },
      ],
      transferBytes: 77_000,
      gzipBytes: 88_000,
    });
  });

  it('counts a script requested twice once', () => {
    const url = `${origin}assets/index-abc.js`;
    const result = firstViewJs(
      [
        { url, transferBytes: 70_000 },
        { url, transferBytes: 0 },
      ],
      origin,
      gzip,
    );
    expect(result.scripts).toHaveLength(1);
    expect(result.gzipBytes).toBe(80_000);
  });

  it('uses the transfer size of scripts that are not in the build', () => {
    const result = firstViewJs(
      [{ url: 'https://cdn.example/widget.js', transferBytes: 12_000 }],
      origin,
      gzip,
    );
    expect(result.scripts).toEqual([
      {
        path: 'https://cdn.example/widget.js',
        transferBytes: 12_000,
        gzipBytes: 12_000,
        inBuild: false,
      },
    ]);
  });
});
