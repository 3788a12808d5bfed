-- The parts of the Supabase platform that the migrations rely on and that a hosted project
-- already has: the API roles, the auth schema with its helper functions, and the tables the local
-- auth server keeps users and refresh tokens in. Applied once, before the migrations, on a new
-- local database. Never pushed to a hosted project. (The table of applied migrations,
-- supabase_migrations.schema_migrations, is the Supabase CLI's: `db push` creates it.)

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

grant usage on schema public to anon, authenticated, service_role;
-- No default privileges: as on a hosted project since October 2026 (and `[api]
-- auto_expose_new_tables = false` in supabase/config.toml), a new table in public reaches none of
-- the API roles, the service role included, until a migration grants it.

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The claims of the request's JWT, as PostgREST puts them in request.jwt.claims.
create function auth.jwt() returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create function auth.uid() returns uuid
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create function auth.role() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create function auth.email() returns text
language sql stable
set search_path = ''
as $$
  select (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null unique,
  encrypted_password text not null,
  raw_app_meta_data jsonb not null default '{}',
  raw_user_meta_data jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);

create table auth.refresh_tokens (
  token text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

revoke all on auth.users, auth.refresh_tokens from public, anon, authenticated;
