// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Components hold no text: every word a visitor (or the owner, in the admin page) sees or hears
 * comes from src/content, so a reworded label or another language never touches a component. This
 * test reads the source of the sections, pages, shared components, the features' components and
 * the app's routes, and lists each text written there, as file:line.
 */

const repoRoot = join(__dirname, '../..');

/** Folders whose .ts and .tsx files are read: components and the modules beside them. */
const scannedFolders = ['src/sections', 'src/pages', 'src/components'];

/**
 * Folders whose .tsx files only are read. A feature's .ts modules are its logic and its calls:
 * their strings are codes, keys, addresses and console messages, and the words they hand to the
 * page are read from `ui` as the components' are.
 */
const scannedComponentFolders = ['src/features'];

/** Single files read besides the folders. */
const scannedSingleFiles = ['src/App.tsx'];

/** Attributes (and props, and object keys) whose value is read or shown as text. */
const textNames = new Set([
  'aria-label',
  'title',
  'alt',
  'placeholder',
  'label',
  'eyebrow',
  'description',
]);

/**
 * Files that may still hold texts, each with the reason. An entry whose file has nothing left to
 * excuse fails the test, so the list only shrinks. Empty: every scanned file takes its words from
 * src/content.
 */
const allowed: Record<string, string> = {};

interface Finding {
  line: number;
  text: string;
}

/** Character references (`&amp;`, `&#160;`) are markup, not words. */
const withoutEntities = (text: string) => text.replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, '');
const hasLetter = (text: string) => /\p{L}/u.test(withoutEntities(text));

/**
 * The parts of an expression whose value ends up on the page: both branches of a condition, the
 * right side of `&&`, either side of `||` and `??`. A condition itself (`filter === 'all'`) and a
 * call's arguments are not shown.
 */
function shownParts(expression: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return shownParts(expression.expression);
  }
  if (ts.isSatisfiesExpression(expression) || ts.isNonNullExpression(expression)) {
    return shownParts(expression.expression);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...shownParts(expression.whenTrue), ...shownParts(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownParts(expression.right);
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...shownParts(expression.left), ...shownParts(expression.right)];
    }
  }
  return [expression];
}

/** The written words of a string or template literal, or null for any other expression. */
function literalText(expression: ts.Expression): string | null {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return expression.text;
  }
  if (ts.isTemplateExpression(expression)) {
    return [
      expression.head.text,
      ...expression.templateSpans.map((span) => span.literal.text),
    ].join('${…}');
  }
  return null;
}

function nameOf(name: ts.Node | undefined): string | null {
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
}

/** Every text with a letter written into this source as JSX text or as a text-bearing value. */
function findHardCodedTexts(source: string, fileName: string): Finding[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    // A JSX text starts at the end of the tag before it; count from its first written character.
    const start = ts.isJsxText(node)
      ? node.pos + (node.text.length - node.text.trimStart().length)
      : node.getStart(file);
    const { line } = file.getLineAndCharacterOfPosition(start);
    findings.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const checkShown = (expression: ts.Expression | undefined) => {
    if (!expression) return;
    for (const part of shownParts(expression)) {
      const text = literalText(part);
      if (text !== null && hasLetter(text)) report(part, text);
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (hasLetter(node.text)) report(node, node.text);
    } else if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      // A child such as {paused ? 'Resume' : 'Pause'}.
      checkShown(node.expression);
    } else if (ts.isJsxAttribute(node) && textNames.has(nameOf(node.name) ?? '')) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) checkShown(value);
      else if (value && ts.isJsxExpression(value)) checkShown(value.expression);
    } else if (ts.isPropertyAssignment(node) && textNames.has(nameOf(node.name) ?? '')) {
      // { label: 'Book a call', href: ... }
      checkShown(node.initializer);
    } else if (ts.isBindingElement(node) && node.initializer) {
      // A prop's default: function Box({ title = 'Something failed', children = '...' })
      const prop = nameOf(node.propertyName ?? node.name) ?? '';
      if (textNames.has(prop) || prop === 'children') checkShown(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** The files below `folder` whose names match `pattern`, relative to the repository. */
function filesIn(folder: string, pattern: RegExp): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => `${folder}/${path.split('\\').join('/')}`)
    .filter((path) => pattern.test(path));
}

/** The scanned source files, relative to the repository, tests left out. */
function scannedFiles(): string[] {
  return [
    ...scannedFolders.flatMap((folder) => filesIn(folder, /\.tsx?$/)),
    ...scannedComponentFolders.flatMap((folder) => filesIn(folder, /\.tsx$/)),
    ...scannedSingleFiles,
  ]
    .filter((path) => !/\.test\.tsx?$/.test(path))
    .sort();
}

function findingsIn(path: string): string[] {
  const source = readFileSync(join(repoRoot, path), 'utf8');
  return findHardCodedTexts(source, path).map(({ line, text }) => `${path}:${line} "${text}"`);
}

describe('findHardCodedTexts', () => {
  const texts = (source: string, fileName = 'Sample.tsx') =>
    findHardCodedTexts(source, fileName).map((finding) => finding.text);

  it('finds words written between tags, with their line', () => {
    const source = 'const a = 1;\nexport const A = () => <p>\n  Hello there\n</p>;';
    expect(findHardCodedTexts(source, 'Sample.tsx')).toEqual([{ line: 3, text: 'Hello there' }]);
  });

  it('finds text attributes and props given a literal, also inside a condition or template', () => {
    expect(
      texts(`<>
        <img alt="A photo" />
        <Section eyebrow="What I Do" title={'Services'} description={\`About \${x}\`} />
        <button aria-label={open ? 'Close menu' : 'Open menu'} />
        <Spinner label={busy && 'Loading'} />
        <input placeholder={hint ?? 'Your name'} />
      </>`),
    ).toEqual([
      'A photo',
      'What I Do',
      'Services',
      'About ${…}',
      'Close menu',
      'Open menu',
      'Loading',
      'Your name',
    ]);
  });

  it('finds a literal shown as a child, a label in an object and a default prop', () => {
    expect(
      texts(`
        const pills = [{ label: 'Book a call', href: '/book' }];
        function Box({ title = 'It failed', children = 'Try later', className = 'p-4' }) {
          return <p>{paused ? 'Resume' : \`Pause \${n}\`}{'!'}</p>;
        }`),
    ).toEqual(['Book a call', 'It failed', 'Try later', 'Resume', 'Pause ${…}']);
  });

  it('leaves alone what is not shown: classes, conditions, keys, ids, empty alts and marks', () => {
    expect(
      texts(`<>
        <div className="flex gap-2" data-mode={still ? 'still' : 'marquee'} id="main" />
        <img alt="" aria-hidden="true" src="/a.webp" />
        <p>{filter === 'all' ? texts.all : texts.some(filter)}</p>
        <p>{title}{' '}404 · “{quote}” &nbsp;</p>
        <Comp label={ui.label} title={fmt('not shown as written')} />
        {/* A comment is not text. */}
      </>`),
    ).toEqual([]);
  });
});

describe('components, sections, pages, features and the app', () => {
  it('hold no text: every word comes from src/content', () => {
    const found = scannedFiles()
      .filter((path) => !(path in allowed))
      .flatMap(findingsIn);
    expect(found).toEqual([]);
  });

  it('are all read by this test (it would pass vacuously if it found no files)', () => {
    const files = scannedFiles();
    expect(files).toContain('src/sections/portfolio/Portfolio.tsx');
    expect(files).toContain('src/pages/NotFoundPage.tsx');
    expect(files).toContain('src/components/ui/Section.tsx');
    expect(files).toContain('src/components/ErrorBoundary.tsx');
    expect(files).toContain('src/features/admin/inbox/Inbox.tsx');
    expect(files).toContain('src/features/contact/ContactForm.tsx');
    expect(files).toContain('src/features/chat/ChatPanel.tsx');
    expect(files).toContain('src/App.tsx');
    expect(files.some((path) => path.includes('.test.'))).toBe(false);
  });

  it('excuse only files that still have texts to excuse', () => {
    const stale = Object.keys(allowed).filter(
      (path) => !existsSync(join(repoRoot, path)) || findingsIn(path).length === 0,
    );
    expect(stale).toEqual([]);
  });
});
