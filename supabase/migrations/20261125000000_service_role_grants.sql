-- The service role is the owner's server-side key (imports, scripts, the Edge Functions). It
-- bypasses row-level security, but since October 2026 a hosted project no longer grants a new
-- table in public to any API role by default, the service role included (`[api]
-- auto_expose_new_tables = false` in supabase/config.toml keeps it so). So it is granted here,
-- explicitly, like anon and authenticated in the first migration.
grant select, insert, update, delete on table public.contact_messages to service_role;
