import { useEffect } from 'react';
import { useContent } from '../i18n/contentContext';
import { ChatWidget } from '../features/chat/ChatWidget';
import { About } from '../sections/about/About';
import { Certifications } from '../sections/certifications/Certifications';
import { ContactSection } from '../sections/contact/ContactSection';
import { Footer } from '../sections/Footer';
import { Header } from '../sections/Header';
import { Hero } from '../sections/hero/Hero';
import { Portfolio } from '../sections/portfolio/Portfolio';
import { Services } from '../sections/Services';

/**
 * Opening the home page starts at the top. A link to a section (`/#contact`) lands on that
 * section instead: the browser cannot do it by itself while the page is rendered by script,
 * because the target does not exist yet when the URL is read.
 */
function useInitialScroll() {
  useEffect(() => {
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);
}

export function HomePage() {
  const { site, ui } = useContent();
  useInitialScroll();

  return (
    <>
      <title>{site.title}</title>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-contrast px-4 py-2 font-semibold text-canvas focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {ui.skipToContent}
      </a>
      <Header />
      <main id="main">
        <Hero />
        <Services />
        <Portfolio />
        <Certifications />
        <About />
        <ContactSection />
      </main>
      <Footer />
      <ChatWidget />
    </>
  );
}
