/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Starting an in-memory Postgres takes a few seconds, more on a busy 2-core machine.
    hookTimeout: 60_000,
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'local-backend/**/*.test.ts',
      'supabase/functions/**/*.test.ts',
    ],
    css: false,
  },
});
