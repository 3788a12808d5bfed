import { ArrowLeft } from 'lucide-react';
import { adminTexts } from '../content/admin';
import { Link } from 'react-router-dom';
import { useContent } from '../i18n/contentContext';
import { AdminLogin } from '../features/admin/session/AdminLogin';
import { AdminViews } from '../features/admin/AdminViews';
import { useAdminView } from '../features/admin/useAdminView';
import { Spinner } from '../components/ui/Spinner';
import { useAdminSession } from '../features/admin/session/useAdminSession';
import { paths } from '../lib/paths';
import { ThemeToggle } from '../theme/ThemeToggle';

/**
 * /admin: the owner's inbox and the site's insights, behind a password the backend checks. While the stored session is
 * being looked up it shows only a spinner, so neither screen flashes. Its <title> and `noindex`
 * come from the static admin/index.html the build writes.
 */
export default function AdminPage() {
  const { profile } = useContent();
  const { status, signIn, signOut } = useAdminSession();
  // The pipeline's six columns need the screen's width; the other views read best narrow.
  const view = useAdminView();
  const width = status === 'signed-in' && view === 'pipeline' ? 'max-w-7xl' : 'max-w-3xl';

  return (
    <div className="relative flex min-h-dvh flex-col overflow-clip">
      {/* The public page's glow, toned down: same site, quieter room. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-3xl rounded-full bg-gradient-to-r from-brand-primary/15 via-brand-secondary/15 to-brand-accent/10 blur-3xl"
      />
      <nav
        aria-label={adminTexts.navigation}
        className={`mx-auto flex w-full ${width} items-center justify-between px-5 py-6 sm:px-8`}
      >
        <Link
          to={paths.home}
          className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-body transition hover:text-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {adminTexts.backToSite}
        </Link>
        <span className="flex items-center gap-4">
          <span className="font-display text-sm font-semibold text-muted">{profile.name}</span>
          <ThemeToggle label={adminTexts.darkTheme} />
        </span>
      </nav>
      <main
        className={`mx-auto w-full ${width} flex-1 px-5 pb-16 sm:px-8 ${
          status === 'signed-in' ? 'pt-6' : 'flex flex-col justify-center pb-24'
        }`}
      >
        {status === 'checking' && <Spinner label={adminTexts.checkingSession} />}
        {status === 'signing-out' && <Spinner label={adminTexts.signingOut} />}
        {status === 'signed-out' && <AdminLogin onSignIn={signIn} />}
        {status === 'signed-in' && <AdminViews onLogout={signOut} />}
      </main>
    </div>
  );
}
