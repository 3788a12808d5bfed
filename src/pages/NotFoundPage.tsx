import { ArrowLeft } from 'lucide-react';
import { useContent } from '../i18n/contentContext';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const texts = useContent().ui.notFound;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <title>{texts.pageTitle}</title>
      <meta name="robots" content="noindex" />
      <p className="font-display text-7xl font-bold text-gradient sm:text-8xl">{texts.code}</p>
      <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">{texts.heading}</h1>
      <p className="mt-3 max-w-md text-muted">{texts.explanation}</p>
      {/* A full load: the home page is prerendered HTML with islands, not a route. */}
      <a
        href={paths.home}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-contrast px-6 py-3 text-sm font-semibold text-canvas transition hover:bg-accent-strong"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" /> {texts.backHome}
      </a>
    </main>
  );
}
