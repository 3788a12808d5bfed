/**
 * Which key goes where. The site key is copied into every visitor's browser, so it must be the
 * publishable key (sb_publishable_...): a secret key there would publish full access to the
 * database, and a legacy anon JWT (eyJ...) stops working when the platform retires those keys.
 * The deploy's own key must be a secret key (sb_secret_...); the legacy service_role JWT is
 * refused for the same reason.
 */

/** Why `value` cannot be the site key read from `name`, or undefined when it can. */
export function siteKeyProblem(name: string, value: string): string | undefined {
  if (value.startsWith('sb_secret_')) {
    return (
      `${name} is a SECRET key (sb_secret_...). Every VITE_ variable is copied into the ` +
      'JavaScript sent to every visitor, so this would publish full access to your database. ' +
      'Use the publishable key (sb_publishable_...) from Project Settings > API Keys, and put ' +
      'the secret key in SUPABASE_SECRET_KEY only.'
    );
  }
  if (value.startsWith('eyJ')) {
    return (
      `${name} is a legacy anon JWT (eyJ...). Use the publishable key (sb_publishable_...) from ` +
      'Project Settings > API Keys.'
    );
  }
  if (!/^sb_publishable_\S+$/.test(value)) {
    return `${name} must be the project's publishable key (sb_publishable_...): Project Settings > API Keys.`;
  }
  return undefined;
}

/** Why `value` cannot be SUPABASE_SECRET_KEY, or undefined when it can. */
export function secretKeyProblem(value: string): string | undefined {
  if (value.startsWith('eyJ')) {
    return (
      'SUPABASE_SECRET_KEY is a legacy service_role JWT (eyJ...). Create a secret key ' +
      '(sb_secret_...) in Project Settings > API Keys > Secret keys and use that.'
    );
  }
  if (value.startsWith('sb_publishable_')) {
    return (
      'SUPABASE_SECRET_KEY is the publishable key (sb_publishable_...). Create a secret key ' +
      '(sb_secret_...) in Project Settings > API Keys > Secret keys.'
    );
  }
  if (!/^sb_secret_\S+$/.test(value)) {
    return 'SUPABASE_SECRET_KEY must be a secret key (sb_secret_...): Project Settings > API Keys > Secret keys.';
  }
  return undefined;
}
