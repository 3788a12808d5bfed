// @vitest-environment node
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleFileMatching } from '../sample-content/sample-files.ts';
import { checkFolder, type FolderCheck } from './files.ts';

const REPO_ROOT = join(import.meta.dirname, '../..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'check-content-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const check = (extra: Partial<FolderCheck> = {}) =>
  checkFolder({
    dir,
    label: 'public',
    textFix: () => 'edit the text',
    fileFix: () => 'replace the file',
    ...extra,
  });

function write(path: string, content: string | Uint8Array): void {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), content);
}

async function pdf(text: string, subject?: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([400, 200]).drawText(text, { x: 20, y: 100, size: 14, font });
  if (subject) doc.setSubject(subject);
  doc.setTitle('Certificate of Completion');
  return doc.save();
}

describe('checkFolder', () => {
  it('reports each text file naming the sample owner, with the values it holds', async () => {
    write('index.html', '<title>Karim Benali | Engineer</title>');
    write('assets/app-x1.js', 'const who={city:"Casablanca",mail:"hello@example.com"};');
    write('site.webmanifest', '{"name":"Jane Doe","description":"Design studio in Lisbon"}');
    expect(await check()).toEqual([
      {
        kind: 'sample-text',
        where: 'public/assets/app-x1.js',
        problem:
          '"Casablanca" (the sample owner\'s city), "hello@example.com" (the sample owner\'s email)',
        fix: 'edit the text',
      },
      {
        kind: 'sample-text',
        where: 'public/index.html',
        problem: '"Karim Benali" (the sample owner\'s name)',
        fix: 'edit the text',
      },
    ]);
  });

  it("reads a PDF's text and its metadata", async () => {
    write('certificates/web.pdf', await pdf('This certifies that Karim Benali'));
    write(
      'certificates/ai.pdf',
      await pdf('This certifies that Jane Doe', 'Issued by SkillForge Online'),
    );
    write(
      'certificates/own.pdf',
      await pdf('This certifies that Jane Doe', 'Issued by Real School'),
    );
    const found = await check();
    expect(found.map((finding) => [finding.where, finding.problem])).toEqual([
      [
        'public/certificates/ai.pdf (PDF metadata Subject)',
        '"SkillForge Online" (a sample certificate\'s issuer)',
      ],
      ['public/certificates/web.pdf (PDF text)', '"Karim Benali" (the sample owner\'s name)'],
    ]);
  });

  it("reads an image's metadata", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } });
    write(
      'images/me.jpg',
      await image
        .clone()
        .withExif({ IFD0: { Artist: 'Karim Benali' } })
        .jpeg()
        .toBuffer(),
    );
    write(
      'images/you.jpg',
      await image
        .clone()
        .withExif({ IFD0: { Artist: 'Jane Doe' } })
        .jpeg()
        .toBuffer(),
    );
    const found = await check();
    expect(found.map((finding) => finding.where)).toEqual([
      'public/images/me.jpg (image metadata)',
    ]);
    expect(found[0]!.problem).toContain('"Karim Benali"');
  });

  const sampleImage = join(REPO_ROOT, 'public/images/projects/web-1.webp');
  const hasSampleImage =
    existsSync(sampleImage) && sampleFileMatching(readFileSync(sampleImage)) !== undefined;

  it.skipIf(!hasSampleImage)(
    "reports a sample file copied under a new name, as the sample's, with what it shows",
    async () => {
      mkdirSync(join(dir, 'images/projects'), { recursive: true });
      copyFileSync(sampleImage, join(dir, 'images/projects/lyon-1.webp'));
      expect(await check()).toEqual([
        {
          kind: 'sample-file',
          where: 'public/images/projects/lyon-1.webp',
          problem:
            "is a sample project's image (it shows the sample project's title): the sample's images/projects/web-1.webp under another name",
          fix: 'replace the file',
        },
      ]);
    },
  );

  it('reports a file no content uses, and says so of a sample file', async () => {
    write('images/projects/old.webp', new Uint8Array([1, 2, 3]));
    write('images/projects/new.webp', new Uint8Array([4, 5, 6]));
    const found = await check({ unused: (path) => path === 'images/projects/old.webp' });
    expect(found).toEqual([
      {
        kind: 'unused-file',
        where: 'public/images/projects/old.webp',
        problem:
          'no project, testimonial, certificate or tech logo of src/content points at it, yet the build copies it into the site',
        fix: 'delete it (and its narrower copies), or point the content at it: a removed entry leaves its files behind.',
      },
    ]);
  });

  it.skipIf(!hasSampleImage)(
    'says of a sample file that no content uses it, and asks for the fix of an unused file',
    async () => {
      mkdirSync(join(dir, 'images/projects'), { recursive: true });
      copyFileSync(sampleImage, join(dir, 'images/projects/web-1.webp'));
      const found = await check({
        unused: () => true,
        fileFix: (_path, unused) => (unused ? 'delete it' : 'replace it'),
      });
      expect(found.map((finding) => [finding.kind, finding.problem, finding.fix])).toEqual([
        [
          'sample-file',
          "is a sample project's image (it shows the sample project's title), and no content uses it",
          'delete it',
        ],
      ]);
    },
  );

  it("finds nothing in an owner's own files", async () => {
    write(
      'index.html',
      '<title>Jane Doe | Designer in Lisbon</title><a href="mailto:jane@janedoe.studio">',
    );
    write(
      'certificates/own.pdf',
      await pdf('This certifies that Jane Doe', 'Issued by Real School'),
    );
    write(
      'images/photo.webp',
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .webp()
        .toBuffer(),
    );
    write('fonts/font.woff2', new Uint8Array([0, 1, 2, 3]));
    expect(await check()).toEqual([]);
  });

  it('leaves out what `skip` and `ignored` say', async () => {
    write('index.html', 'Karim Zahir, Casablanca');
    write('copy.html', 'Karim Benali');
    const found = await check({
      ignored: new Set(['Karim', 'Casablanca']),
      skip: (path) => path === 'copy.html',
    });
    expect(found).toEqual([]);
  });
});
