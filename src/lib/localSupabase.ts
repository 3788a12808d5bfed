/**
 * Where the embedded local backend listens and the public demo key it accepts: the Supabase
 * CLI's well-known local values, so the site also works against `supabase start`. Kept apart from
 * config.ts so Node scripts can import them without Vite's `import.meta.env`.
 */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_ADMIN_EMAIL = 'admin@example.com';
