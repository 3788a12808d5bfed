// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listChunks } from './chunks';

let dir: string;
const big = `export const big = ${JSON.stringify('x'.repeat(5000))};\n`;
const small = 'export const small = 1;\n';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chunks-test-'));
  await mkdir(join(dir, 'nested'));
  await writeFile(join(dir, 'small-abc.js'), small);
  await writeFile(join(dir, 'nested', 'big-def.js'), big);
  await writeFile(join(dir, 'style-123.css'), 'body{color:red}');
  await writeFile(join(dir, 'font.woff2'), Buffer.alloc(100));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('listChunks', () => {
  it('lists every JavaScript file with raw and gzip sizes, largest first', async () => {
    expect(await listChunks(dir)).toEqual([
      {
        name: join('nested', 'big-def.js'),
        rawBytes: big.length,
        gzipBytes: gzipSync(big).length,
      },
      { name: 'small-abc.js', rawBytes: small.length, gzipBytes: gzipSync(small).length },
    ]);
  });
});
