// @vitest-environment node
// An owner deletes what they do not have: every testimonial, every certificate, all projects but
// two, each with its words in every language, as docs/make-it-yours.md says. What is left must
// still type-check (no helper or import left unused behind the deleted entries) and keep the
// content's rules. This test does that deletion to a copy of src/, with the TypeScript compiler
// finding the entries in the content files, then type-checks the copy as `npm test` does and
// loads its content. It names none of the owner's facts, so a fork runs it unchanged.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Assistant, AssistantTexts, Content, LocaleTexts } from '.';

const repoRoot = join(__dirname, '../..');

/** How many projects the owner keeps: the first ones of projects.ts. */
const KEPT_PROJECTS = 2;

/** The value `name` is declared with in a module, the call's argument if it is one (testimonialTexts({...})). */
function initializerOf(source: ts.SourceFile, name: string): ts.Expression {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
      const value = declaration.initializer;
      if (value && ts.isCallExpression(value) && value.arguments[0]) return value.arguments[0];
      if (value) return value;
    }
  }
  throw new Error(`${source.fileName} declares no ${name}`);
}

/** The literal key or `id` of a property or a list item ('web-1'), if it has one. */
function idOf(node: ts.Node): string | undefined {
  if (ts.isPropertyAssignment(node) || ts.isMethodDeclaration(node)) {
    const { name } = node;
    return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
  }
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isObjectLiteralExpression(node)) {
    const id = node.properties.find((property) => idOf(property) === 'id');
    if (id && ts.isPropertyAssignment(id) && ts.isStringLiteral(id.initializer)) {
      return id.initializer.text;
    }
  }
  return undefined;
}

/**
 * Rewrites a content file of the copy: each named list or table keeps only the items `keep`
 * allows (by their id), as an owner deleting entries leaves it.
 */
function keepOnly(file: string, keep: Record<string, (id: string | undefined) => boolean>) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = Object.entries(keep).map(([name, keeps]) => {
    const value = initializerOf(source, name);
    const items = ts.isArrayLiteralExpression(value)
      ? value.elements
      : ts.isObjectLiteralExpression(value)
        ? value.properties
        : undefined;
    if (!items) throw new Error(`${file}: ${name} is neither a list nor a table`);
    const kept = items.filter((item) => keeps(idOf(item))).map((item) => item.getText(source));
    const [open, close] = ts.isArrayLiteralExpression(value) ? ['[', ']'] : ['{', '}'];
    return {
      start: value.getStart(source),
      end: value.end,
      text: `${open}${kept.join(',\n')}${close}`,
    };
  });
  let edited = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    edited = edited.slice(0, edit.start) + edit.text + edited.slice(edit.end);
  }
  writeFileSync(file, edited);
}

/** Every error the type check of `tsconfig.app.json` in `root` reports, formatted. */
function typeErrors(root: string): string {
  const configFile = join(root, 'tsconfig.app.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configFile}`);
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: { ...config.options, incremental: false, tsBuildInfoFile: undefined },
  });
  const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  });
}

describe('a copy of the site whose owner deleted every testimonial and certificate and all but two projects', () => {
  let root = '';
  let keptProjects: string[] = [];

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'removed-entries-'));
    cpSync(join(repoRoot, 'src'), join(root, 'src'), { recursive: true });
    // The site's type check reads its config, and the design tokens the theme imports.
    for (const file of ['tsconfig.app.json', 'tailwind.config.ts']) {
      cpSync(join(repoRoot, file), join(root, file));
    }
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'), 'dir');

    const content = join(root, 'src/content');
    const projects = readFileSync(join(content, 'projects.ts'), 'utf8');
    const source = ts.createSourceFile('projects.ts', projects, ts.ScriptTarget.Latest, true);
    const list = initializerOf(source, 'projectFacts');
    if (!ts.isArrayLiteralExpression(list)) throw new Error('projectFacts is not a list');
    keptProjects = list.elements.slice(0, KEPT_PROJECTS).map((item) => idOf(item)!);

    const none = () => false;
    const aKeptProject = (id: string | undefined) => id !== undefined && keptProjects.includes(id);
    keepOnly(join(content, 'testimonials.ts'), { testimonialFacts: none });
    keepOnly(join(content, 'certifications.ts'), { certificationFacts: none });
    keepOnly(join(content, 'projects.ts'), { projectFacts: aKeptProject });
    keepOnly(join(content, 'assistant.ts'), { keyProjectIds: aKeptProject });
    for (const code of readdirSync(join(content, 'locales'), { withFileTypes: true })) {
      if (!code.isDirectory()) continue;
      keepOnly(join(content, 'locales', code.name, 'work.ts'), {
        projects: aKeptProject,
        certifications: none,
        testimonials: none,
      });
    }
  });

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  // The whole site's type check: about 15 s alone, up to a minute beside the rest of the suite.
  it('type-checks, with no helper or import left unused', { timeout: 120_000 }, () => {
    expect(typeErrors(root)).toBe('');
  });

  it('keeps the content’s rules, and its page leaves out the Certifications section in every language', async () => {
    const load = <T>(path: string): Promise<T> =>
      import(/* @vite-ignore */ pathToFileURL(join(root, 'src/content', path)).href) as Promise<T>;
    const { contentFor, assistantFor } = await load<{
      contentFor: (texts: LocaleTexts) => Content;
      assistantFor: (texts: AssistantTexts) => Assistant;
    }>('index.ts');
    const { allLocaleTexts, allAssistantTexts } = await load<{
      allLocaleTexts: Record<string, LocaleTexts>;
      allAssistantTexts: Record<string, AssistantTexts>;
    }>('locales/all.ts');

    expect(keptProjects.length).toBeGreaterThan(0);
    for (const [code, texts] of Object.entries(allLocaleTexts)) {
      // Each language has the words of what is left, and of nothing else.
      expect(Object.keys(texts.projects).sort(), code).toEqual([...keptProjects].sort());
      expect(Object.keys(texts.certifications), code).toEqual([]);
      expect(Object.keys(texts.testimonials), code).toEqual([]);

      const page = contentFor(texts);
      expect(page.projects.map((project) => project.id)).toEqual(keptProjects);
      expect(page.certifications).toEqual([]);
      expect(page.testimonials).toEqual([]);
      const sections = page.navigation.map((item) => item.id);
      expect(sections, code).not.toContain('certifications');
      expect(sections, code).toContain('portfolio');

      // The assistant's key projects are some of those left, each once.
      const { keyProjectIds } = assistantFor(allAssistantTexts[code]!);
      expect(keyProjectIds.filter((id) => !keptProjects.includes(id))).toEqual([]);
      expect(new Set(keyProjectIds).size).toBe(keyProjectIds.length);
    }
  });
});
