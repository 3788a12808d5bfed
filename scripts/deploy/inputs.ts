/**
 * What `npm run deploy` needs to know, read in this one module: the shell's variables over those
 * in `.env` (as the local backend reads them), and, for what is still missing when a person is
 * at the terminal, a prompt. Nothing here checks a value; validate.ts does, before anything is
 * called.
 */
import { join } from 'node:path';
import { readEnvFile, type RawEnv } from '../../local-backend/env.ts';
import type { DeployIo } from './io.ts';

/** Every variable the deploy reads, in the order it asks for them. */
export const INPUT_NAMES = [
  'SUPABASE_ACCESS_TOKEN',
  'SUPABASE_PROJECT_REF',
  'SITE_URL',
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_PUBLISHABLE_KEY',
  'SUPABASE_SECRET_KEY',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'EMAIL_API_KEY',
  'NOTIFY_EMAIL_TO',
  'NOTIFY_EMAIL_FROM',
  'CHAT_API_KEY',
  'EMAIL_API_URL',
  'NOTIFY_TIME_ZONE',
  'CHAT_BASE_URL',
  'CHAT_MODEL',
] as const;

export type InputName = (typeof INPUT_NAMES)[number];

/**
 * The variables only the deploy reads (the others are the site's, the local backend's or the
 * functions' too, and documented with them in `.env.example`). Server-side only: none of them
 * may ever get a VITE_ prefix.
 */
export const DEPLOY_ONLY_VARIABLES = [
  'SUPABASE_ACCESS_TOKEN',
  'SUPABASE_PROJECT_REF',
  'SUPABASE_SECRET_KEY',
] as const satisfies readonly InputName[];

/** The site key's legacy name, read when VITE_SUPABASE_PUBLISHABLE_KEY is unset. */
export const LEGACY_SITE_KEY = 'VITE_SUPABASE_ANON_KEY';

/**
 * - `required`: the deploy cannot run without it;
 * - `optional`: may be left empty, with a consequence the deploy states (asked for at a
 *   terminal only when it is not in the environment or `.env` at all: `NAME=` there means "empty
 *   on purpose");
 * - `email`: required when EMAIL_API_KEY is set;
 * - `derived`: has a default worked out from other inputs;
 * - `extra`: passed on when set, never asked for.
 */
type Need = 'required' | 'optional' | 'email' | 'derived' | 'extra';

export interface InputSpec {
  name: InputName;
  need: Need;
  /** A secret: never printed, masked in every log. */
  secret: boolean;
  /** Where to get the value, for the prompt and for the list of what is missing. */
  where: string;
}

export const INPUTS: readonly InputSpec[] = [
  {
    name: 'SUPABASE_ACCESS_TOKEN',
    need: 'required',
    secret: true,
    where: 'a personal access token (sbp_...): supabase.com/dashboard > Account > Access Tokens',
  },
  {
    name: 'SUPABASE_PROJECT_REF',
    need: 'required',
    secret: false,
    where: "the project's 20-letter ref: Project Settings > General (also in the project's URL)",
  },
  {
    name: 'SITE_URL',
    need: 'required',
    secret: false,
    where: "your site's public address, https://... (where the static host serves it)",
  },
  {
    name: 'VITE_SUPABASE_URL',
    need: 'derived',
    secret: false,
    where: "the project's API URL; https://<SUPABASE_PROJECT_REF>.supabase.co when unset",
  },
  {
    name: 'VITE_SUPABASE_PUBLISHABLE_KEY',
    need: 'required',
    secret: false,
    where: 'Project Settings > API Keys > Publishable key (sb_publishable_...)',
  },
  {
    name: 'SUPABASE_SECRET_KEY',
    need: 'required',
    secret: true,
    where: 'Project Settings > API Keys > Secret keys: create one (sb_secret_...)',
  },
  {
    name: 'ADMIN_EMAIL',
    need: 'required',
    secret: false,
    where: "the owner account's email: you sign in to /admin with it",
  },
  {
    name: 'ADMIN_PASSWORD',
    need: 'required',
    secret: true,
    where: "the owner account's password (the length supabase/config.toml asks for, or more)",
  },
  {
    name: 'EMAIL_API_KEY',
    need: 'optional',
    secret: true,
    where:
      'your email API key (Resend: resend.com > API Keys, re_...); empty = no email reaches you',
  },
  {
    name: 'NOTIFY_EMAIL_TO',
    need: 'email',
    secret: false,
    where: 'who gets an email for each new message (comma-separated addresses)',
  },
  {
    name: 'NOTIFY_EMAIL_FROM',
    need: 'email',
    secret: false,
    where: 'the sender, on a domain you verified with the email API: Your site <hello@your.domain>',
  },
  {
    name: 'CHAT_API_KEY',
    need: 'optional',
    secret: true,
    where:
      "the AI gateway's key (OpenRouter: openrouter.ai > Keys, sk-or-...); empty = the built-in responder",
  },
  {
    name: 'EMAIL_API_URL',
    need: 'extra',
    secret: false,
    where: 'default https://api.resend.com',
  },
  {
    name: 'NOTIFY_TIME_ZONE',
    need: 'extra',
    secret: false,
    where: 'IANA name; default UTC',
  },
  { name: 'CHAT_BASE_URL', need: 'extra', secret: false, where: 'default OpenRouter' },
  { name: 'CHAT_MODEL', need: 'extra', secret: false, where: "the gateway's default model" },
];

/** What the deploy read: each value trimmed; undefined when not set at all. */
export type RawInputs = Partial<Record<InputName, string>>;

export interface ReadInputs {
  values: RawInputs;
  /** Remarks about how the values were read (a legacy name, a derived URL). */
  notes: string[];
  /** VITE_ADMIN_EMAIL, when set: it must be the owner account, ADMIN_EMAIL. */
  siteAdminEmail: string | undefined;
  /** The variable the site key was read from (the legacy name when only that one is set). */
  siteKeyName: string;
}

/** Reads the deploy's variables: the shell's (`env`) over those in `<root>/.env`. */
export function readInputs(env: RawEnv, root: string): ReadInputs {
  const merged: RawEnv = { ...readEnvFile(join(root, '.env')), ...env };
  const values: RawInputs = {};
  for (const name of INPUT_NAMES) {
    const value = merged[name];
    if (value !== undefined) values[name] = value.trim();
  }
  const notes: string[] = [];
  let siteKeyName: string = 'VITE_SUPABASE_PUBLISHABLE_KEY';
  const legacy = merged[LEGACY_SITE_KEY]?.trim();
  if (!values.VITE_SUPABASE_PUBLISHABLE_KEY && legacy) {
    values.VITE_SUPABASE_PUBLISHABLE_KEY = legacy;
    siteKeyName = LEGACY_SITE_KEY;
    notes.push(
      `${LEGACY_SITE_KEY} is the legacy name of the site key: it is read because ` +
        'VITE_SUPABASE_PUBLISHABLE_KEY is unset. Rename it to VITE_SUPABASE_PUBLISHABLE_KEY.',
    );
  }
  return {
    values,
    notes,
    siteAdminEmail: merged.VITE_ADMIN_EMAIL?.trim() || undefined,
    siteKeyName,
  };
}

/** Whether `name` must have a value before the deploy can run, given the other values. */
function isNeeded(spec: InputSpec, values: RawInputs): boolean {
  if (spec.need === 'required') return true;
  if (spec.need === 'email') return Boolean(values.EMAIL_API_KEY);
  return false;
}

/** The inputs that must still be given: required ones that are empty or unset. */
export function missingInputs(values: RawInputs): InputSpec[] {
  return INPUTS.filter((spec) => isNeeded(spec, values) && !values[spec.name]);
}

/**
 * Asks at the terminal for each input still missing, and for each optional one that is not set
 * at all (Enter leaves it empty). The answers are never repeated back.
 */
export async function promptForInputs(values: RawInputs, io: DeployIo): Promise<RawInputs> {
  const answered: RawInputs = { ...values };
  for (const spec of INPUTS) {
    const asked =
      (isNeeded(spec, answered) && !answered[spec.name]) ||
      (spec.need === 'optional' && answered[spec.name] === undefined);
    if (!asked) continue;
    const optional = spec.need === 'optional' ? ', Enter to leave empty' : '';
    answered[spec.name] = (await io.ask(`${spec.name} (${spec.where}${optional}): `)).trim();
  }
  return answered;
}

/** The names whose values are secrets. */
export const SECRET_INPUTS: readonly InputName[] = INPUTS.filter((spec) => spec.secret).map(
  (spec) => spec.name,
);
