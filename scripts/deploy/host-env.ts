/**
 * What the static host needs to build the site: four public values, printed with where each host
 * takes them, and written to deploy-output.env (git-ignored) so they can be copied later. None of
 * them is a secret: the publishable key is meant for browsers, and row-level security decides
 * what it may do.
 */
import type { DeployInputs } from './validate.ts';

export const HOST_ENV_FILE = 'deploy-output.env';

/** The static host's build variables, in the order they are printed. */
export function hostEnv(inputs: DeployInputs): [name: string, value: string][] {
  return [
    ['VITE_SUPABASE_URL', inputs.supabaseUrl],
    ['VITE_SUPABASE_PUBLISHABLE_KEY', inputs.publishableKey],
    ['VITE_ADMIN_EMAIL', inputs.adminEmail],
    ['SITE_URL', inputs.siteUrl],
  ];
}

/** The text of deploy-output.env. */
export function hostEnvFileText(inputs: DeployInputs): string {
  return (
    "# Written by npm run deploy: the static host's build variables (public values, no secret).\n" +
    hostEnv(inputs)
      .map(([name, value]) => `${name}=${value}\n`)
      .join('')
  );
}

/** Where each static host takes them; every one builds with `npm run build` into dist/. */
export const HOST_INSTRUCTIONS = [
  'Vercel: Project > Settings > Environment Variables (Production); then run `npm run vercel-headers` and commit vercel.json.',
  'Netlify: Site configuration > Environment variables; build command `npm run build`, publish directory `dist`.',
  'Cloudflare Pages: your project > Settings > Variables and Secrets (Production); build command `npm run build`, output directory `dist`.',
];
