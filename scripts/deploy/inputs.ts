/**
 * What `npm run deploy` needs to know, read in this one module: the shell's variables, then
 * `.env.deploy` (the deploy's own file: git-ignored, mode 0600), and only when there is no
 * `.env.deploy`, `.env`, where the README used to have them put (with a note: there they change
 * what `npm start` runs). For what is still missing when a person is at the terminal, a prompt,
 * which reads secrets with echo off. Nothing here checks a value; validate.ts does, before
 * anything is called.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEPLOY_ENV_FILE,
  DEPLOY_ONLY_VARIABLES as LOCAL_DEPLOY_ONLY_VARIABLES,
  readEnvFile,
  type RawEnv,
} from '../../local-backend/env.ts';
import type { DeployIo } from './io.ts';

export { DEPLOY_ENV_FILE };

/** Where the inputs come from, as the deploy's messages name it. */
export const INPUT_SOURCES = `the environment or ${DEPLOY_ENV_FILE}`;

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
  'REPLY_TO_EMAIL',
  'CHAT_BASE_URL',
  'CHAT_MODEL',
  'CHAT_ALLOWED_ORIGINS',
  'NOTIFY_HOURLY_LIMIT',
  'CHAT_RATE_PER_MINUTE',
  'CHAT_RATE_PER_DAY',
  'CHAT_DAILY_LIMIT',
  'CHAT_DAILY_CHARACTERS',
  'CHAT_TIMEOUT_MS',
  'CHAT_HISTORY_SECRET',
] as const;

export type InputName = (typeof INPUT_NAMES)[number];

/**
 * The variables only the deploy reads (the others are the site's, the local backend's or the
 * functions' too). Server-side only: none of them may ever get a VITE_ prefix. In `.env` they mark
 * a file written for the deploy, which `npm start` then leaves (local-backend/env.ts).
 */
export const DEPLOY_ONLY_VARIABLES = LOCAL_DEPLOY_ONLY_VARIABLES satisfies readonly InputName[];

/** The site key's legacy name, read when VITE_SUPABASE_PUBLISHABLE_KEY is unset. */
export const LEGACY_SITE_KEY = 'VITE_SUPABASE_ANON_KEY';

/**
 * - `required`: the deploy cannot run without it;
 * - `optional`: may be left empty, with a consequence the deploy states (asked for at a
 *   terminal only when it is not in the environment or the file at all: `NAME=` there means
 *   "empty on purpose");
 * - `email`: required when EMAIL_API_KEY is set;
 * - `derived`: has a default worked out from other inputs;
 * - `extra`: a function's setting, never asked for: passed on when set, put back to the
 *   function's default when given empty (`NAME=`), left as the project has it when not given.
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
  {
    name: 'REPLY_TO_EMAIL',
    need: 'extra',
    secret: false,
    where: "where a lead's answer to your reply goes; default the email of src/content/profile.ts",
  },
  { name: 'CHAT_BASE_URL', need: 'extra', secret: false, where: 'default OpenRouter' },
  { name: 'CHAT_MODEL', need: 'extra', secret: false, where: "the gateway's default model" },
  {
    name: 'CHAT_ALLOWED_ORIGINS',
    need: 'extra',
    secret: false,
    where: "more https origins that serve the site; SITE_URL's and its www twin always",
  },
  { name: 'NOTIFY_HOURLY_LIMIT', need: 'extra', secret: false, where: 'default 20' },
  { name: 'CHAT_RATE_PER_MINUTE', need: 'extra', secret: false, where: 'default 10' },
  { name: 'CHAT_RATE_PER_DAY', need: 'extra', secret: false, where: 'default 100' },
  { name: 'CHAT_DAILY_LIMIT', need: 'extra', secret: false, where: 'default 1000' },
  { name: 'CHAT_DAILY_CHARACTERS', need: 'extra', secret: false, where: 'default 12000000' },
  { name: 'CHAT_TIMEOUT_MS', need: 'extra', secret: false, where: 'default 15000' },
  {
    name: 'CHAT_HISTORY_SECRET',
    need: 'extra',
    secret: true,
    where: "default: derived from the project's secret key",
  },
];

/** What the deploy read: each value trimmed; undefined when not set at all. */
export type RawInputs = Partial<Record<InputName, string>>;

export interface ReadInputs {
  values: RawInputs;
  /** Remarks about how the values were read (a file's place or mode, a legacy name). */
  notes: string[];
  /** VITE_ADMIN_EMAIL, when set: it must be the owner account, ADMIN_EMAIL. */
  siteAdminEmail: string | undefined;
  /** The variable the site key was read from (the legacy name when only that one is set). */
  siteKeyName: string;
}

/** Every name the deploy reads from a file: its inputs, and the site's names it checks. */
const READ_NAMES: readonly string[] = [...INPUT_NAMES, LEGACY_SITE_KEY, 'VITE_ADMIN_EMAIL'];

/**
 * Reads the deploy's variables: the shell's (`env`), then `<root>/.env.deploy`, or, when there is
 * none, `<root>/.env` (with a note saying to move them).
 */
export function readInputs(env: RawEnv, root: string): ReadInputs {
  const notes: string[] = [];
  const deployFile = join(root, DEPLOY_ENV_FILE);
  const dotEnv = readEnvFile(join(root, '.env'));
  let file: RawEnv;
  if (existsSync(deployFile)) {
    file = readEnvFile(deployFile);
    const modeNote = readableByOthers(deployFile, DEPLOY_ENV_FILE);
    if (modeNote) notes.push(modeNote);
    const stale = LOCAL_DEPLOY_ONLY_VARIABLES.filter((name) => name in dotEnv);
    if (stale.length > 0) {
      notes.push(
        `.env also holds ${stale.join(', ')}: the deploy reads ${DEPLOY_ENV_FILE}, not .env, ` +
          `and \`npm start\` sets aside the live site's settings of a .env that holds them. ` +
          `Delete the deploy's lines from .env.`,
      );
    }
  } else {
    file = dotEnv;
    const taken = READ_NAMES.filter((name) => name in dotEnv && !(name in env));
    if (taken.length > 0) {
      notes.push(
        `Read ${taken.join(', ')} from .env. The deploy's inputs now go in ${DEPLOY_ENV_FILE}, ` +
          'which `npm start` never reads (in .env they change the local site): run ' +
          `\`cp .env.deploy.example ${DEPLOY_ENV_FILE} && chmod 600 ${DEPLOY_ENV_FILE}\`, ` +
          'fill it in from .env, and delete those lines from .env.',
      );
      const secretTaken = taken.some((name) => SECRET_NAMES.includes(name));
      const modeNote = secretTaken ? readableByOthers(join(root, '.env'), '.env') : undefined;
      if (modeNote) notes.push(modeNote);
    }
  }

  const merged: RawEnv = { ...file, ...env };
  const values: RawInputs = {};
  for (const name of INPUT_NAMES) {
    const value = merged[name];
    if (value !== undefined) values[name] = value.trim();
  }
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

/** A note when the file at `path` (holding secrets) is readable by other users of the machine. */
function readableByOthers(path: string, shown: string): string | undefined {
  // Windows keeps no such bits.
  if (process.platform === 'win32') return undefined;
  const mode = statSync(path).mode & 0o777;
  if ((mode & 0o077) === 0) return undefined;
  return (
    `${shown} holds secrets and other users of this machine can read it (mode ` +
    `${mode.toString(8).padStart(4, '0')}): run \`chmod 600 ${shown}\`.`
  );
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
 * at all (Enter leaves it empty). The answers are never repeated back, and a secret is not shown
 * as it is typed.
 */
export async function promptForInputs(values: RawInputs, io: DeployIo): Promise<RawInputs> {
  const answered: RawInputs = { ...values };
  for (const spec of INPUTS) {
    const asked =
      (isNeeded(spec, answered) && !answered[spec.name]) ||
      (spec.need === 'optional' && answered[spec.name] === undefined);
    if (!asked) continue;
    const optional = spec.need === 'optional' ? ', Enter to leave empty' : '';
    const hidden = spec.secret ? '; not shown as you type' : '';
    const question = `${spec.name} (${spec.where}${optional}${hidden}): `;
    answered[spec.name] = (await io.ask(question, { secret: spec.secret })).trim();
  }
  return answered;
}

/** The names whose values are secrets. */
export const SECRET_INPUTS: readonly InputName[] = INPUTS.filter((spec) => spec.secret).map(
  (spec) => spec.name,
);

const SECRET_NAMES: readonly string[] = SECRET_INPUTS;
