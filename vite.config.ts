import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { readScriptsConfig, siteDefine, siteSettings } from './scripts/config.ts';
import { siteAssets } from './scripts/site-assets/vite-plugin.ts';
import { unitTestFiles } from './scripts/test-suite/unit-test-files.ts';
import { themeHead } from './scripts/theme-head.ts';
import { devPrerender } from './scripts/dev-prerender.ts';
import { FIRST_VIEW_ISLANDS } from './src/islands/firstView.ts';

/** The modules of the islands in the first view; their chunk takes all they import. */
const FIRST_VIEW_MODULES = new RegExp(
  `src[\\\\/]islands[\\\\/](${Object.values(FIRST_VIEW_ISLANDS).join('|').replaceAll('.', '\\.')})$`,
);

/** The home page's runtime (src/islands/homePage.ts); its chunk takes all it imports. */
const HOME_PAGE_RUNTIME = /src[\\/]islands[\\/]homePage\.ts$/;

/** A file of an installed package, for the aliases the DOM tests need (see below). */
const installed = (path: string) =>
  fileURLToPath(new URL(`./node_modules/${path}`, import.meta.url));

export default defineConfig(async ({ mode }) => {
  const config = readScriptsConfig({ mode });
  return {
    // siteAssets: the web manifest, share image and certificate previews, made from the content.
    plugins: [
      react(),
      tailwindcss(),
      themeHead(),
      siteAssets({ siteUrl: config.siteUrl }),
      devPrerender(),
    ],
    // The site's Supabase URL, anon key and admin email, resolved by scripts/config.ts: with
    // VITE_SUPABASE_URL unset, the local backend's, its key signed with LOCAL_JWT_SECRET.
    define: siteDefine(await siteSettings(config)),
    // At the visitor's first sign of life the home page loads React and the islands in view from
    // the start (the header, the chat's launcher) as two files instead of a dozen small ones: on a
    // phone each request costs its headers and a round trip (decisions 035, 036).
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // Vite's helper for lazy imports, which the entry itself uses: it stays beside
              // the entry, or the entry would import the islands' chunk to reach it.
              { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 4 },
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                priority: 3,
              },
              // The page's runtime and what it shares with the islands (the quote and visit
              // links): in the islands' chunk, they would bring React into a page no one has
              // touched yet.
              { name: 'home-page', test: HOME_PAGE_RUNTIME, priority: 2 },
              { name: 'islands-in-view', test: FIRST_VIEW_MODULES, priority: 1 },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      // Starting an in-memory Postgres takes a few seconds, more on a busy 2-core machine.
      hookTimeout: 60_000,
      // A timeout is there to end a hang, never to judge speed (benchmarks do that). Vitest's 5 s
      // failed component tests that take 1 to 2 s alone, with three workers and a busy process
      // beside them on two cores (a CI-like run): a test gets half a minute.
      testTimeout: 30_000,
      // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine,
      // where the unit stage then took over 8 minutes. Many files wait on the real Supabase CLI,
      // sockets and timers rather than compute, so one worker more than the cores keeps both
      // cores busy (5 min 40 s there).
      maxWorkers: availableParallelism() + 1,
      // Two groups of files, by the environment each names (scripts/test-suite/unit-test-files.ts).
      // The Edge Functions' own tests run once in `npm test`, under Deno, the runtime the host
      // runs the functions on (`npm run test:functions`). `npm run coverage` alone runs them here
      // too, to measure what they run (Deno's coverage counts lines and branches differently).
      // (Read only when Vitest loads this file: a build or the dev server has no use for them.)
      projects: process.env.VITEST
        ? projectsFor(
            unitTestFiles(
              fileURLToPath(new URL('.', import.meta.url)),
              process.env.COVERAGE_WITH_FUNCTION_TESTS === '1',
            ),
          )
        : [],
      css: false,
      // `npm run coverage`: how much of the site, the functions and the local backend the unit
      // tests run, summed per part by scripts/test-suite/coverage.ts.
      coverage: {
        provider: 'v8' as const,
        include: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts', 'local-backend/**/*.ts'],
        exclude: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support.ts', '**/*.d.ts'],
        reporter: ['json-summary', 'text-summary'],
        reportsDirectory: 'test-results/coverage',
      },
    },
  };
});

/**
 * The Node files run as before, each in a process of its own (Vitest's `forks`): they start
 * databases, servers and the real CLI. The DOM files run in `vmThreads`: each file still gets
 * fresh modules and a fresh window, in a VM context, but a worker loads jsdom once instead of once
 * per file (half a second of CPU each). Measured on the 88 DOM files, two cores: 175 CPU-s as
 * a process each, 84 here (decision 030).
 */
function projectsFor(files: { node: string[]; dom: string[] }): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { name: 'node', include: files.node, environment: 'node' } },
    {
      extends: true,
      // In a VM context, Node 20 resolves a CommonJS package's `require` of a package that also
      // ships ES modules to the ES build, which a CommonJS `require` cannot load: these two are
      // taken as ES modules from the start.
      resolve: {
        alias: [
          { find: /^react-router-dom$/, replacement: installed('react-router-dom/dist/index.mjs') },
          { find: /^recharts$/, replacement: installed('recharts/es6/index.js') },
        ],
      },
      test: {
        // Vitest queues the projects by name: 'node' < 'ui', so the long files (the deploy's, the
        // backends') start first and the short DOM files fill the end of the run.
        name: 'ui',
        include: files.dom,
        environment: 'jsdom',
        pool: 'vmThreads',
        server: { deps: { inline: [/\/recharts\//] } },
      },
    },
  ];
}
