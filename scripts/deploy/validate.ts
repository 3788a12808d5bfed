/**
 * Every rule the deploy's inputs must meet, checked before anything is called: a mistake found
 * halfway through a deploy leaves a project half set up, and some mistakes (a secret key shipped
 * as the site key, the local site URL pushed as the live one) do harm when they succeed. All
 * problems are collected, each saying what to do, so one run shows everything to fix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { positiveIntegerSetting } from '../../supabase/functions/_shared/env.ts';
import {
  envFileProblem,
  LIMIT_SETTINGS,
  type LimitSetting,
  type TuningSetting,
} from './function-secrets.ts';
import { INPUTS, type InputName, type ReadInputs } from './inputs.ts';
import { EMAIL, FROM_WITH_NAME, senderDomainProblem } from './email-rules.ts';
import { secretKeyProblem, siteKeyProblem } from './key-rules.ts';
import { publicHttpsUrl } from './url-rules.ts';

/** The values a deploy runs with, checked and tidied (URLs without a trailing slash). */
export interface DeployInputs {
  accessToken: string;
  projectRef: string;
  siteUrl: string;
  supabaseUrl: string;
  publishableKey: string;
  secretKey: string;
  adminEmail: string;
  adminPassword: string;
  /** Undefined: the owner gets no email (said loudly). */
  emailApiKey: string | undefined;
  /** Comma-separated, as the function reads it. */
  notifyEmailTo: string | undefined;
  notifyEmailFrom: string | undefined;
  /** Undefined: the chat answers from its built-in responder. */
  chatApiKey: string | undefined;
  emailApiUrl: string | undefined;
  notifyTimeZone: string | undefined;
  /** Undefined: replies from the inbox name the content's profile email as Reply-To. */
  replyToEmail?: string;
  chatBaseUrl: string | undefined;
  chatModel: string | undefined;
  /** The functions' limits and history secret that were given, checked; absent = none given. */
  tuning?: Partial<Record<TuningSetting, string>>;
  /** CHAT_ALLOWED_ORIGINS: origins serving the site besides SITE_URL's and its www twin. */
  extraOrigins?: string[];
  /**
   * The optional settings given empty on purpose (`NAME=`): removed from the host, so the
   * functions' defaults apply again (one not set at all is left as the host has it).
   */
  cleared?: string[];
}

export interface Validation {
  /** Set only when there is no problem. */
  inputs: DeployInputs | undefined;
  problems: string[];
  /** What the owner should know but that does not stop the deploy. */
  notes: string[];
}

export interface Rules {
  /** `[auth] minimum_password_length` of supabase/config.toml. */
  minPasswordLength: number;
}

/** The local backend's default account: fine on a laptop, never on a live site. */
const LOCAL_ADMIN_EMAIL = 'admin@example.com';
const LOCAL_ADMIN_PASSWORD = 'local-admin-password';

/** CHAT_HISTORY_SECRET keys the chat's reply signatures: 32 characters or more. */
const MIN_HISTORY_SECRET_LENGTH = 32;

/** Reads `[auth] minimum_password_length` from `<root>/supabase/config.toml` (6, Auth's default, when absent). */
export function minimumPasswordLength(root: string): number {
  const config = parse(readFileSync(join(root, 'supabase/config.toml'), 'utf8')) as {
    auth?: { minimum_password_length?: unknown };
  };
  const length = config.auth?.minimum_password_length;
  return typeof length === 'number' ? length : 6;
}

/** Checks every input; see the module comment. */
export function validateInputs(read: ReadInputs, rules: Rules): Validation {
  const { values, siteKeyName } = read;
  const problems: string[] = [];
  const notes: string[] = [...read.notes];
  const value = (name: InputName) => values[name] || undefined;

  // The Management API: the token and the project.
  const accessToken = value('SUPABASE_ACCESS_TOKEN') ?? '';
  if (!/^sbp_\S{20,}$/.test(accessToken)) {
    problems.push(
      'SUPABASE_ACCESS_TOKEN does not look like a personal access token (sbp_...). Create one ' +
        'at supabase.com/dashboard > Account > Access Tokens.',
    );
  }
  const projectRef = value('SUPABASE_PROJECT_REF') ?? '';
  const refIsValid = /^[a-z]{20}$/.test(projectRef);
  if (!refIsValid) {
    problems.push(
      `SUPABASE_PROJECT_REF must be the project's ref, 20 lowercase letters (Project Settings > ` +
        `General, or the part before .supabase.co in its URL), got "${projectRef}".`,
    );
  }

  // The project's API, as the site and the deploy reach it.
  let supabaseUrl = value('VITE_SUPABASE_URL');
  if (!supabaseUrl && refIsValid) {
    supabaseUrl = `https://${projectRef}.supabase.co`;
    notes.push(`VITE_SUPABASE_URL is unset: using ${supabaseUrl}, the project's own address.`);
  }
  if (supabaseUrl) {
    const checked = publicHttpsUrl(
      'VITE_SUPABASE_URL',
      supabaseUrl,
      `https://${refIsValid ? projectRef : '<project-ref>'}.supabase.co`,
      true,
    );
    if ('problem' in checked) {
      problems.push(checked.problem);
    } else {
      supabaseUrl = checked.text;
      const host = checked.url.hostname.toLowerCase();
      if (host.endsWith('.supabase.co')) {
        const urlRef = host.slice(0, -'.supabase.co'.length);
        if (refIsValid && urlRef !== projectRef) {
          problems.push(
            `VITE_SUPABASE_URL is project ${urlRef}'s address, but SUPABASE_PROJECT_REF is ` +
              `${projectRef}: both must name the same project (https://${projectRef}.supabase.co).`,
          );
        }
      }
    }
  }

  // The live site.
  let siteUrl = value('SITE_URL');
  if (!siteUrl) {
    problems.push("SITE_URL must be set: your site's public address, e.g. https://your.domain.");
  } else {
    const checked = publicHttpsUrl('SITE_URL', siteUrl, 'https://your.domain');
    if ('problem' in checked) problems.push(checked.problem);
    else siteUrl = checked.text;
  }

  // The keys: the public one goes into every visitor's browser, the secret one nowhere near it.
  const publishableKey = value('VITE_SUPABASE_PUBLISHABLE_KEY') ?? '';
  const secretKey = value('SUPABASE_SECRET_KEY') ?? '';
  problems.push(
    ...[siteKeyProblem(siteKeyName, publishableKey), secretKeyProblem(secretKey)].filter(
      (problem): problem is string => problem !== undefined,
    ),
  );

  // The owner's account.
  const adminEmail = value('ADMIN_EMAIL') ?? '';
  if (!EMAIL.test(adminEmail)) {
    problems.push(`ADMIN_EMAIL must be your email address, got "${adminEmail}".`);
  } else if (adminEmail.toLowerCase() === LOCAL_ADMIN_EMAIL) {
    problems.push(
      `ADMIN_EMAIL is the local backend's default account (${LOCAL_ADMIN_EMAIL}): set your own ` +
        'email, the one you will sign in to /admin with.',
    );
  } else if (
    read.siteAdminEmail &&
    read.siteAdminEmail.toLowerCase() !== adminEmail.toLowerCase()
  ) {
    problems.push(
      `VITE_ADMIN_EMAIL (${read.siteAdminEmail}) is not ADMIN_EMAIL (${adminEmail}): the site ` +
        'would offer /admin to an account that is not the owner. Remove VITE_ADMIN_EMAIL (the ' +
        'deploy prints it for the host) or make the two equal.',
    );
  }
  const adminPassword = value('ADMIN_PASSWORD') ?? '';
  if (adminPassword === LOCAL_ADMIN_PASSWORD) {
    problems.push(
      `ADMIN_PASSWORD is the local backend's default (${LOCAL_ADMIN_PASSWORD}), which anyone can ` +
        'read in this repository: choose your own.',
    );
  } else if (adminPassword.length < rules.minPasswordLength) {
    problems.push(
      `ADMIN_PASSWORD must be at least ${rules.minPasswordLength} characters long ` +
        '([auth] minimum_password_length in supabase/config.toml).',
    );
  }

  // The owner's emails.
  const emailApiKey = value('EMAIL_API_KEY');
  if (!emailApiKey) {
    notes.push(
      'EMAIL_API_KEY is empty: NO EMAIL WILL REACH YOU about new messages. They are still ' +
        'stored and shown in /admin. Set EMAIL_API_KEY and run the deploy again to get them.',
    );
  }
  const notifyEmailTo = value('NOTIFY_EMAIL_TO');
  const recipients = (notifyEmailTo ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  if (emailApiKey && recipients.length === 0) {
    problems.push('NOTIFY_EMAIL_TO must be set: who gets an email for each new message.');
  }
  for (const address of recipients.filter((address) => !EMAIL.test(address))) {
    problems.push(
      `NOTIFY_EMAIL_TO must be email addresses separated by commas; "${address}" is not one.`,
    );
  }
  const notifyEmailFrom = value('NOTIFY_EMAIL_FROM');
  if (emailApiKey && !notifyEmailFrom) {
    problems.push(
      'NOTIFY_EMAIL_FROM must be set: the sender, e.g. "Your site <hello@your.domain>", on a ' +
        'domain you verified with your email API.',
    );
  }
  if (notifyEmailFrom) {
    const named = FROM_WITH_NAME.exec(notifyEmailFrom);
    const address = (named ? named[2]! : notifyEmailFrom).trim();
    if (!EMAIL.test(address)) {
      problems.push(
        'NOTIFY_EMAIL_FROM must be "Name <address@your.domain>" or "address@your.domain", got ' +
          `"${notifyEmailFrom}".`,
      );
    } else {
      const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
      const why = senderDomainProblem(domain);
      if (why) {
        problems.push(
          `NOTIFY_EMAIL_FROM ${why}. The email API only sends from a domain you verified with ` +
            'it: add your own domain (Resend: Domains > Add domain, then its DNS records) and ' +
            'send from an address there, e.g. "Your site <hello@your.domain>".',
        );
      }
    }
  }

  // The assistant.
  const chatApiKey = value('CHAT_API_KEY');
  if (!chatApiKey) {
    notes.push(
      'CHAT_API_KEY is empty: the chat answers from its built-in responder, which uses only the ' +
        "site's own content (no AI gateway, no cost).",
    );
  }

  // The optional extras.
  let emailApiUrl = value('EMAIL_API_URL');
  if (emailApiUrl) {
    const checked = publicHttpsUrl('EMAIL_API_URL', emailApiUrl, 'https://api.resend.com');
    if ('problem' in checked) problems.push(checked.problem);
    else emailApiUrl = checked.text;
  }
  let chatBaseUrl = value('CHAT_BASE_URL');
  if (chatBaseUrl) {
    const checked = publicHttpsUrl('CHAT_BASE_URL', chatBaseUrl, 'https://openrouter.ai/api/v1');
    if ('problem' in checked) {
      problems.push(
        `${checked.problem} The chat function runs on Supabase's servers, which cannot reach ` +
          'a gateway on your machine.',
      );
    } else {
      chatBaseUrl = checked.text;
    }
  }
  const notifyTimeZone = value('NOTIFY_TIME_ZONE');
  if (notifyTimeZone) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: notifyTimeZone });
    } catch {
      problems.push(
        `NOTIFY_TIME_ZONE must be an IANA time zone such as Europe/Paris, got "${notifyTimeZone}".`,
      );
    }
  }
  const replyToEmail = value('REPLY_TO_EMAIL');
  if (replyToEmail && !EMAIL.test(replyToEmail)) {
    problems.push(
      `REPLY_TO_EMAIL must be one email address (where a lead's answer to your reply goes), got "${replyToEmail}".`,
    );
  }
  const chatModel = value('CHAT_MODEL');

  // The functions' limits and history secret, refused where the functions would ignore them.
  const tuning: Partial<Record<TuningSetting, string>> = {};
  for (const [name, fallback] of Object.entries(LIMIT_SETTINGS) as [LimitSetting, number][]) {
    const given = value(name);
    if (given === undefined) continue;
    const number = positiveIntegerSetting(given);
    if (number === undefined) {
      problems.push(
        `${name} must be a whole number above zero, got "${given}" (the function would ignore ` +
          `it and use its default, ${fallback}).`,
      );
    } else {
      tuning[name] = String(number);
    }
  }
  const historySecret = value('CHAT_HISTORY_SECRET');
  if (historySecret !== undefined) {
    if (historySecret.length < MIN_HISTORY_SECRET_LENGTH) {
      problems.push(
        `CHAT_HISTORY_SECRET must be at least ${MIN_HISTORY_SECRET_LENGTH} characters long: it ` +
          "signs the chat's replies, and a short one can be guessed (`openssl rand -hex 32` " +
          "makes one), or leave it empty for a key derived from the project's secret key.",
      );
    } else {
      tuning.CHAT_HISTORY_SECRET = historySecret;
    }
  }

  // The origins the site is served from, beyond SITE_URL's own and its www twin.
  const extraOrigins: string[] = [];
  for (const entry of (value('CHAT_ALLOWED_ORIGINS') ?? '').split(',')) {
    const origin = entry.trim();
    if (!origin) continue;
    if (origin === '*') {
      problems.push(
        'CHAT_ALLOWED_ORIGINS must list origins, not *: any page could then use your chat and ' +
          "spend its AI budget. SITE_URL's origin and its www twin are always allowed.",
      );
      continue;
    }
    const checked = publicHttpsUrl('CHAT_ALLOWED_ORIGINS', origin, 'https://www.your.domain', true);
    if ('problem' in checked) problems.push(checked.problem);
    else extraOrigins.push(checked.url.origin);
  }

  // An optional setting given empty on purpose goes back to the functions' default.
  const cleared = INPUTS.filter(
    (spec) => spec.need === 'extra' && spec.name !== 'CHAT_ALLOWED_ORIGINS',
  )
    .map((spec) => spec.name)
    .filter((name) => values[name] === '');

  // Every function secret must survive the env file the CLI reads it from.
  const secretValues: [string, string | undefined][] = [
    ['EMAIL_API_KEY', emailApiKey],
    ['NOTIFY_EMAIL_TO', notifyEmailTo],
    ['NOTIFY_EMAIL_FROM', notifyEmailFrom],
    ['CHAT_API_KEY', chatApiKey],
    ['CHAT_MODEL', chatModel],
    ['CHAT_HISTORY_SECRET', historySecret],
  ];
  for (const [name, secretValue] of secretValues) {
    const problem = secretValue === undefined ? undefined : envFileProblem(name, secretValue);
    if (problem) problems.push(problem);
  }

  if (problems.length > 0 || !supabaseUrl || !siteUrl) {
    return { inputs: undefined, problems, notes };
  }
  return {
    inputs: {
      accessToken,
      projectRef,
      siteUrl,
      supabaseUrl,
      publishableKey,
      secretKey,
      adminEmail,
      adminPassword,
      emailApiKey,
      notifyEmailTo: recipients.length > 0 ? recipients.join(',') : undefined,
      notifyEmailFrom,
      chatApiKey,
      emailApiUrl,
      notifyTimeZone,
      ...(replyToEmail ? { replyToEmail } : {}),
      chatBaseUrl,
      chatModel,
      tuning,
      extraOrigins,
      cleared,
    },
    problems,
    notes,
  };
}
