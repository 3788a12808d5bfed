/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import { readScriptsConfig, siteDefine, siteSettings } from './scripts/config.ts';
import { siteAssets } from './scripts/site-assets/vite-plugin.ts';
import { themeHead } from './scripts/theme-head.ts';

export default defineConfig(async ({ mode }) => {
  const config = readScriptsConfig({ mode });
  return {
    // siteAssets: the web manifest, share image and certificate previews, made from the content.
    plugins: [react(), tailwindcss(), themeHead(), siteAssets({ siteUrl: config.siteUrl })],
    // The site's Supabase URL, anon key and admin email, resolved by scripts/config.ts: with
    // VITE_SUPABASE_URL unset, the local backend's, its key signed with LOCAL_JWT_SECRET.
    define: siteDefine(await siteSettings(config)),
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
      // The Edge Functions' own tests run once in `npm test`, under Deno, the runtime the host
      // runs the functions on (`npm run test:functions`). `npm run coverage` alone runs them here
      // too, to measure what they run (Deno's coverage counts lines and branches differently).
      include: [
        'src/**/*.test.{ts,tsx}',
        'scripts/**/*.test.ts',
        'local-backend/**/*.test.ts',
        'supabase/tests/**/*.test.ts',
        'tests/**/*.test.ts',
        ...(process.env.COVERAGE_WITH_FUNCTION_TESTS === '1'
          ? ['supabase/functions/**/*.test.ts']
          : []),
      ],
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
