import { hasSection } from '../content/navigation';
import { useContent } from '../i18n/contentContext';
import { chatWidgetProps } from '../features/chat/chatWidgetProps';
import { certificationsView } from '../islands/CertificationsIsland';
import { chatView } from '../islands/ChatIsland';
import { contactView } from '../islands/ContactIsland';
import { headerView } from '../islands/HeaderIsland';
import { Island } from '../islands/Island';
import { portfolioView } from '../islands/PortfolioIsland';
import { About } from '../sections/about/About';
import { ContactSection } from '../sections/contact/ContactSection';
import { Footer } from '../sections/Footer';
import { headerProps } from '../sections/headerProps';
import { Hero } from '../sections/hero/Hero';
import { Services } from '../sections/Services';

/**
 * The home page, rendered to HTML at build time only (entry-server.tsx): the browser never
 * renders it, it hydrates the islands in it (src/islands, decision 035). Everything else is HTML
 * and CSS: the hero, the services, the about section and the footer ship no component code.
 */
export function HomePage() {
  const content = useContent();
  const { site, ui } = content;

  return (
    <>
      <title>{site.title}</title>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-contrast px-4 py-2 font-semibold text-canvas focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {ui.skipToContent}
      </a>
      <Island name="header" view={headerView} props={headerProps(content)} />
      <main id="main">
        <Hero />
        <Services />
        {/* A section with nothing to show is left out, its code and menu links with it. */}
        {hasSection(content, 'portfolio') && (
          <Island name="portfolio" view={portfolioView} props={{}} />
        )}
        {hasSection(content, 'certifications') && (
          <Island name="certifications" view={certificationsView} props={{}} />
        )}
        <About />
        <ContactSection form={<Island name="contact" view={contactView} props={{}} />} />
      </main>
      <Footer />
      <Island name="chat" view={chatView} props={chatWidgetProps(content)} />
    </>
  );
}
