// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { environmentNamedIn, unitTestFiles } from './unit-test-files';

describe('environmentNamedIn', () => {
  it('reads the comment as Vitest does, wherever it is, in either style', () => {
    expect(environmentNamedIn('// @vitest-environment node\nimport x from "y";')).toBe('node');
    expect(environmentNamedIn('/**\n * @vitest-environment jsdom\n */\n')).toBe('jsdom');
    expect(environmentNamedIn('/** @jest-environment node */')).toBe('node');
    expect(environmentNamedIn('import x from "y";\n// @vitest-environment node')).toBe('node');
    expect(environmentNamedIn('it("renders", () => {});')).toBeUndefined();
  });
});

describe('unitTestFiles', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = '';
  });

  function write(path: string, text: string): void {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }

  it('puts each test file in the group its environment names, and nothing else in either', () => {
    root = mkdtempSync(join(tmpdir(), 'unit-test-files-'));
    write('src/App.test.tsx', 'it("renders", () => {});');
    write('src/lib/paths.test.ts', '// @vitest-environment node\n');
    write('src/lib/paths.ts', '// @vitest-environment node\n');
    write('src/test/setup.ts', '');
    write('scripts/build.test.ts', '// @vitest-environment node\n');
    write('scripts/theme-head.test.ts', 'it("reads the DOM", () => {});');
    write('scripts/view.test.tsx', '');
    write('local-backend/server.test.ts', '// @vitest-environment node\n');
    write('supabase/tests/rls.test.ts', '// @vitest-environment node\n');
    write('supabase/functions/chat/index.test.ts', '// @vitest-environment node\n');
    write('tests/design/tokens.test.ts', '');
    write('tests/e2e/home.spec.ts', '');
    write('src/node_modules/pkg/a.test.ts', '');

    expect(unitTestFiles(root)).toEqual({
      node: [
        'src/lib/paths.test.ts',
        'scripts/build.test.ts',
        'local-backend/server.test.ts',
        'supabase/tests/rls.test.ts',
      ],
      dom: ['src/App.test.tsx', 'scripts/theme-head.test.ts', 'tests/design/tokens.test.ts'],
    });
    expect(unitTestFiles(root, true).node).toContain('supabase/functions/chat/index.test.ts');
  });

  it('finds every test file of this repository, each once', () => {
    const files = unitTestFiles(join(import.meta.dirname, '../..'));
    const all = [...files.node, ...files.dom];
    expect(new Set(all).size).toBe(all.length);
    expect(files.node).toContain('scripts/test-suite/unit-test-files.test.ts');
    expect(files.dom).toContain('src/App.test.tsx');
    expect(all.filter((file) => file.startsWith('supabase/functions/'))).toEqual([]);
  });
});
