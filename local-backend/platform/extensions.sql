-- Stand-ins for three extensions a hosted Supabase project has and PGlite does not: pg_net
-- (outbound HTTP, what Database Webhooks use), supabase_vault (secrets) and pg_cron (schedules).
-- They keep the names, signatures and tables the migrations use, so the migrations run unchanged.
-- What the extensions' background workers do, the local backend's process does
-- (local-backend/platform/workers.ts): it sends queued requests after commit and records the
-- answers, and runs scheduled jobs. Applied once, before the migrations, on a database that lacks
-- them. Never pushed to a hosted project.

create schema if not exists extensions;
-- As on Supabase, the API roles may use what is installed in `extensions` (pg_trgm, unaccent).
grant usage on schema extensions to anon, authenticated, service_role;

-- pg_net ------------------------------------------------------------------------------------------
create schema net;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);

create table net._http_response (
  id bigint primary key,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

-- Like pg_net's: only queues the request and returns its id. Nothing is sent before the
-- transaction commits, and nothing at all if it rolls back.
create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  request_id bigint;
begin
  if params is not null and params <> '{}'::jsonb then
    raise exception 'The local pg_net stand-in does not support params; put them in the url.';
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url, coalesce(headers, '{}'::jsonb), convert_to(body::text, 'UTF8'),
          timeout_milliseconds)
  returning id into request_id;
  return request_id;
end;
$$;

revoke all on schema net from public;
revoke all on all tables in schema net from public;
revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;

-- supabase_vault ----------------------------------------------------------------------------------
-- The hosted vault encrypts at rest; this stand-in keeps the local development secrets in plain
-- text, which is all a developer's own database needs.
create schema vault;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, created_at, updated_at
    from vault.secrets;

create function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
)
returns uuid
language sql
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, coalesce(new_description, ''))
  returning id;
$$;

create function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
)
returns void
language sql
set search_path = ''
as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret),
         name = coalesce(new_name, name),
         description = coalesce(new_description, description),
         updated_at = now()
   where id = secret_id;
$$;

revoke all on schema vault from public;
revoke all on all tables in schema vault from public;
revoke all on function vault.create_secret(text, text, text, uuid) from public;
revoke all on function vault.update_secret(uuid, text, text, text, uuid) from public;

-- pg_cron -----------------------------------------------------------------------------------------
create schema cron;

create table cron.job (
  jobid bigserial primary key,
  schedule text not null,
  command text not null,
  jobname text unique,
  active boolean not null default true
);

-- Like pg_cron's: a job with the same name is replaced.
create function cron.schedule(job_name text, schedule text, command text)
returns bigint
language sql
set search_path = ''
as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid;
$$;

create function cron.unschedule(job_name text)
returns boolean
language sql
set search_path = ''
as $$
  with gone as (delete from cron.job where jobname = job_name returning 1)
  select exists (select 1 from gone);
$$;

revoke all on schema cron from public;
revoke all on all tables in schema cron from public;
revoke all on function cron.schedule(text, text, text), cron.unschedule(text) from public;
