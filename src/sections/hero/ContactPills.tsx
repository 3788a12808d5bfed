import { CalendarDays, Mail, MessageCircle, type LucideIcon } from 'lucide-react';
import { useContent } from '../../i18n/contentContext';
import { externalLinkProps } from '../../lib/links';

interface Pill {
  label: string;
  href: string;
  icon: LucideIcon;
  external: boolean;
}

/** The hero's three contact shortcuts: a messaging-app chat, email and a scheduling page. */
export function ContactPills() {
  const { ui, profile } = useContent();
  const pills: Pill[] = [
    {
      label: ui.hero.chatOnWhatsApp,
      href: profile.whatsappUrl,
      icon: MessageCircle,
      external: true,
    },
    { label: profile.email, href: `mailto:${profile.email}`, icon: Mail, external: false },
    { label: ui.hero.bookCall, href: profile.schedulingUrl, icon: CalendarDays, external: true },
  ];
  return (
    <ul className="mt-8 flex flex-wrap gap-3" aria-label={ui.hero.quickContact}>
      {pills.map(({ label, href, icon: Icon, external }) => (
        <li key={href}>
          <a
            href={href}
            {...(external ? externalLinkProps : {})}
            className="inline-flex items-center gap-2 rounded-full border border-contrast/10 bg-contrast/5 px-4 py-2 text-sm text-soft transition hover:border-accent-strong/50 hover:text-strong"
          >
            <Icon aria-hidden="true" className="size-4 text-accent" />
            {/* The address reads left to right inside Arabic text too. */}
            <span dir={href.startsWith('mailto:') ? 'ltr' : undefined}>{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
