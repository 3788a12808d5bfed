import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

/**
 * Placeholder for the owner's inbox. The contact-messages work replaces it with the password
 * login and the message list (src/features/admin).
 */
export default function AdminPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <title>Admin</title>
      <meta name="robots" content="noindex" />
      <Lock aria-hidden="true" className="size-10 text-accent" />
      <h1 className="mt-6 text-3xl font-semibold">Admin</h1>
      <p className="mt-3 max-w-md text-slate-400">
        The message inbox is not available yet. Contact messages will appear here.
      </p>
      <Link to={paths.home} className="mt-8 text-sm font-semibold text-accent hover:underline">
        Back to the site
      </Link>
    </main>
  );
}
