import { Route, Routes } from 'react-router-dom';
import { adminTexts } from './content/admin';
import { ErrorFallback, LazyBoundary, type FallbackProps } from './components/ErrorBoundary';
import { paths } from './lib/paths';
import { NotFoundPage } from './pages/NotFoundPage';

// The admin inbox is for one person; visitors of the public page never download it.
const loadAdminPage = () => import('./pages/AdminPage');

/** In the admin page's place when its code could not load or it broke: "Try again" reloads it. */
function AdminPageUnavailable({ retry, retries }: FallbackProps) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-5 sm:px-8">
      <ErrorFallback retry={retry} focus={retries > 0} title={adminTexts.pageUnavailable} />
    </main>
  );
}

/**
 * The site's routes but the home pages (prerendered with islands, src/islands). The router itself
 * is supplied by the entry point (browser or prerender).
 */
export function App() {
  return (
    <Routes>
      <Route
        path={paths.admin}
        element={
          <LazyBoundary
            load={loadAdminPage}
            fallback={(failure) => <AdminPageUnavailable {...failure} />}
          />
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
