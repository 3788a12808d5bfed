// @vitest-environment node
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOOR_PAGE_HTML, writeFloorSite } from './floor';

describe('the floor page', () => {
  it('holds one heading and one paragraph, and nothing the browser would fetch or run', () => {
    const body = FLOOR_PAGE_HTML.slice(FLOOR_PAGE_HTML.indexOf('<body>'));
    expect(body.match(/<h1>/g)).toHaveLength(1);
    expect(body.match(/<p>/g)).toHaveLength(1);
    expect(FLOOR_PAGE_HTML).not.toMatch(
      /<script|<style|<img|<svg|<iframe|rel="stylesheet"|@font-face|\ssrc=/i,
    );
    // The icon is an empty data: URL, so the browser does not ask the server for /favicon.ico.
    expect(FLOOR_PAGE_HTML).toContain('<link rel="icon" href="data:,">');
  });

  it("gives Lighthouse's other audits nothing to fault", () => {
    expect(FLOOR_PAGE_HTML).toMatch(/^<!doctype html>/);
    expect(FLOOR_PAGE_HTML).toContain('<html lang="en">');
    expect(FLOOR_PAGE_HTML).toMatch(/<meta name="viewport" content="width=device-width/);
    expect(FLOOR_PAGE_HTML).toMatch(/<title>[^<]+<\/title>/);
    expect(FLOOR_PAGE_HTML).toMatch(/<meta name="description" content="[^"]+">/);
  });

  it('is written to a folder of its own, and removed with it', async () => {
    const site = await writeFloorSite();
    expect(await readFile(join(site.root, 'index.html'), 'utf8')).toBe(FLOOR_PAGE_HTML);
    await site.remove();
    expect(existsSync(site.root)).toBe(false);
  });
});
