/**
 * What the deploy's tests share: a complete, valid set of inputs (no real project behind any of
 * them), a repository root of their own with this repository's supabase/config.toml (and, for a
 * run of the real CLI, the migrations, the functions and the site's sources they import), and an
 * io that records everything the deploy says.
 */
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeployIo } from './io.ts';
import type { ContentCheck } from './sample-content.ts';

export const REPO_ROOT = join(import.meta.dirname, '../..');

export const REF = 'abcdefghijklmnopqrst';

/** Every input a deploy needs, valid. */
export const VALID_ENV = {
  SUPABASE_ACCESS_TOKEN: 'sbp_0123456789abcdef0123456789abcdef01234567',
  SUPABASE_PROJECT_REF: REF,
  SITE_URL: 'https://janedoe.studio/',
  VITE_SUPABASE_URL: `https://${REF}.supabase.co`,
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_AbCdEfGhIjKlMnOpQrStUv_12345678',
  SUPABASE_SECRET_KEY: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  ADMIN_EMAIL: 'jane@janedoe.studio',
  ADMIN_PASSWORD: "a 'long' password, with $$ and \\",
  EMAIL_API_KEY: 're_Abcdefgh_123456789012345678',
  NOTIFY_EMAIL_TO: 'jane@janedoe.studio, studio@janedoe.studio',
  NOTIFY_EMAIL_FROM: "Jane's studio <hello@janedoe.studio>",
  CHAT_API_KEY: 'sk-or-v1-0123456789abcdef0123456789abcdef',
} as const;

/** A folder standing in for the repository: supabase/config.toml (a copy of ours), no .env. */
export function makeRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'deploy-root-'));
  mkdirSync(join(root, 'supabase'));
  cpSync(join(REPO_ROOT, 'supabase/config.toml'), join(root, 'supabase/config.toml'));
  return root;
}

/**
 * A folder standing in for the repository as the real CLI reads it: supabase/config.toml,
 * migrations/ and functions/, and src/ (the functions import the site's content). Copies, not
 * links: the CLI uploads no file it finds outside the folder through a link.
 */
export function makeProjectRoot(): string {
  const root = makeRoot();
  for (const path of ['supabase/migrations', 'supabase/functions', 'src']) {
    cpSync(join(REPO_ROOT, path), join(root, path), { recursive: true });
  }
  return root;
}

export interface RecordingIo extends DeployIo {
  /** Everything written so far. */
  output(): string;
  /** The questions asked so far. */
  questions: string[];
}

/** An io that records; `answers` (by variable name) make it a terminal someone answers at. */
export function recordingIo(answers?: Record<string, string>): RecordingIo {
  let written = '';
  const questions: string[] = [];
  return {
    write: (text) => void (written += text),
    interactive: answers !== undefined,
    ask: async (question) => {
      questions.push(question);
      const name = question.split(' ')[0]!;
      return answers?.[name] ?? '';
    },
    output: () => written,
    questions,
  };
}

/** `env` without the variables `names`. */
export function without<T extends Record<string, string>>(
  env: T,
  ...names: (keyof T)[]
): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));
}

/**
 * A content check that finds no sample content: the deploy's tests run in this repository, whose
 * content is the sample's, to test the deploy's steps. sample-content.test.ts tests the real check
 * and the stop it causes.
 */
export const ownContent: ContentCheck = async () => [];
