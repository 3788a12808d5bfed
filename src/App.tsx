import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from './lib/paths';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

// The admin inbox is for one person; visitors of the public page never download it.
const AdminPage = lazy(() => import('./pages/AdminPage'));

/** The site's routes. The router itself is supplied by the entry point (browser or prerender). */
export function App() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route
        path={paths.admin}
        element={
          <Suspense fallback={null}>
            <AdminPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
