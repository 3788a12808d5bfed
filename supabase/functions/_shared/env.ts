/** Reads one environment variable; `undefined` when it is not set. */
export type EnvReader = (name: string) => string | undefined;

interface DenoLike {
  env: { get(name: string): string | undefined };
}
interface ProcessLike {
  env: Record<string, string | undefined>;
}

/**
 * The runtime's environment, read on every call so a changed `.env` (local backend) or
 * `supabase secrets set` takes effect without a code change: `Deno.env` on Supabase,
 * `process.env` on Node (the local backend and the tests). Reached through globalThis so this
 * file imports nothing and type-checks under both runtimes.
 */
export const readEnv: EnvReader = (name) => {
  const runtime = globalThis as { Deno?: DenoLike; process?: ProcessLike };
  if (runtime.Deno) return runtime.Deno.env.get(name);
  return runtime.process?.env[name];
};

/** A setting's trimmed text; undefined when unset or blank. */
export function textSetting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A setting that must be a whole number above zero; undefined otherwise (the default applies). */
export function positiveIntegerSetting(value: string | undefined): number | undefined {
  const number = Number(textSetting(value));
  return Number.isInteger(number) && number > 0 ? number : undefined;
}
