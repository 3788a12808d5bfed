/**
 * The SQL that tells the database where to call the notify-owner function and with which secret:
 * two Vault secrets, created the first time and updated on every later deploy (Vault refuses a
 * second secret with the same name). It runs through `supabase db query --file`, so the secret
 * never appears on a command line; the values are SQL literals escaped here, whatever they hold.
 *
 * A deploy first reads the webhook secret Vault holds (`webhookSecretQuery`, through `db query
 * --read-only --output-format json`) and keeps it, so a re-run changes nothing that needs no
 * change; it makes a new one only when Vault holds none it can use.
 */

export interface VaultSecret {
  name: string;
  value: string;
}

/** The names the database's trigger reads (supabase/migrations, `vault.decrypted_secrets`). */
export const NOTIFY_OWNER_URL = 'notify_owner_url';
export const NOTIFY_OWNER_SECRET = 'notify_owner_secret';

/** The Vault secrets of a deploy: the function's address and the webhook secret. */
export function notifyOwnerVaultSecrets(supabaseUrl: string, webhookSecret: string): VaultSecret[] {
  return [
    { name: NOTIFY_OWNER_URL, value: `${supabaseUrl}/functions/v1/notify-owner` },
    { name: NOTIFY_OWNER_SECRET, value: webhookSecret },
  ];
}

/** The read-only query whose one row holds the webhook secret Vault has (none at first). */
export const WEBHOOK_SECRET_QUERY = `select decrypted_secret from vault.decrypted_secrets where name = '${NOTIFY_OWNER_SECRET}'`;

/**
 * The webhook secret in the output of WEBHOOK_SECRET_QUERY, or undefined when Vault holds none
 * that a deploy would have made: one made by hand with a quote or a line break in it could not go
 * into the functions' env file, so it is replaced. `db query --output-format json` prints the rows
 * as an array, or, when it takes its caller for an AI agent, as an object with the rows under
 * `rows` beside a `boundary` and a `warning`; both are read. Throws on any other output, saying
 * only its shape: the output of this query can hold the secret itself.
 */
export function webhookSecretFrom(output: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    throw new Error(
      `Reading the webhook secret from Vault gave no rows to read: the CLI printed ${output.trim() === '' ? 'nothing' : `${output.length} characters that are not JSON`}.`,
    );
  }
  const rows = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null && 'rows' in parsed
      ? (parsed as { rows: unknown }).rows
      : undefined;
  if (!Array.isArray(rows)) {
    throw new Error(
      `Reading the webhook secret from Vault gave no rows to read: the CLI printed JSON (${jsonShape(parsed)}) with neither an array of rows nor one under "rows".`,
    );
  }
  const secret = (rows[0] as { decrypted_secret?: unknown } | undefined)?.decrypted_secret;
  return typeof secret === 'string' && /^[A-Za-z0-9_-]{32,}$/.test(secret) ? secret : undefined;
}

/** What kind of JSON value `value` is, in words that quote none of it. */
function jsonShape(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `an object with ${Object.keys(value).length} keys`;
  return `a ${typeof value}`;
}

/**
 * `value` as a Postgres string literal: an escape string (E'...') with `\` and `'` doubled, which
 * reads the same whatever standard_conforming_strings says. A NUL byte cannot be in a Postgres
 * string at all.
 */
export function sqlLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('A SQL string cannot hold a NUL character.');
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** A dollar-quote tag that does not occur in `body`: `$vault$`, else `$vault_1$`, ... */
function dollarTag(body: string): string {
  for (let n = 0; ; n++) {
    const tag = n === 0 ? '$vault$' : `$vault_${n}$`;
    if (!body.includes(tag)) return tag;
  }
}

/** One statement that creates each secret, or updates it when one of that name exists. */
export function vaultUpsertSql(secrets: readonly VaultSecret[]): string {
  const rows = secrets
    .map(({ name, value }) => `(${sqlLiteral(name)}, ${sqlLiteral(value)})`)
    .join(',\n      ');
  const body = `
declare
  wanted record;
  existing uuid;
begin
  for wanted in
    select * from (values
      ${rows}
    ) as given (name, secret)
  loop
    select id into existing from vault.secrets where name = wanted.name;
    if existing is null then
      perform vault.create_secret(wanted.secret, wanted.name);
    else
      perform vault.update_secret(existing, wanted.secret);
    end if;
  end loop;
end
`;
  const tag = dollarTag(body);
  return `-- Written by npm run deploy: the notify-owner function's address and shared secret.\ndo ${tag}${body}${tag};\n`;
}

/**
 * The statement that tells the database which languages the site is published in, so it keeps a
 * visitor's language only when it is one of them (public.set_site_languages).
 */
export function siteLanguagesSql(codes: readonly string[]): string {
  return `-- Written by npm run deploy: the languages of src/content/locales.\nselect public.set_site_languages(array[${codes.map(sqlLiteral).join(', ')}]);\n`;
}
