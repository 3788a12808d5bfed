-- What the database sees of a request's client address, for the deploy's post-deploy check
-- (`npm run deploy -- --check`): the headers the platform's proxies passed to PostgREST and the
-- address the guards key on (private.client_address()). The owner reads it with the secret key
-- to confirm the guards count the right header; nobody else may call it.
create function public.client_address_probe()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
begin
  return jsonb_build_object(
    'cf_connecting_ip', headers ->> 'cf-connecting-ip',
    'x_forwarded_for', headers ->> 'x-forwarded-for',
    'client_address', private.client_address()
  );
end;
$$;

revoke all on function public.client_address_probe() from public, anon, authenticated;
grant execute on function public.client_address_probe() to service_role;
