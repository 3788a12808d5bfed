/**
 * Where the embedded local backend listens unless LOCAL_BACKEND_PORT says otherwise: the Supabase
 * CLI's address, so the same values also reach `supabase start`. The site never reads these: the
 * build tool hands it the backend's actual URL and key (scripts/config.ts). Plain constants, so
 * Node code on every side can import them.
 */
export const LOCAL_SUPABASE_HOST = '127.0.0.1';
export const LOCAL_SUPABASE_PORT = 54321;
export const LOCAL_SUPABASE_URL = `http://${LOCAL_SUPABASE_HOST}:${LOCAL_SUPABASE_PORT}`;
