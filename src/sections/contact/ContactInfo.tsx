import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContent } from '../../i18n/contentContext';
import { SocialLink } from '../../components/SocialIcon';
import { telHref } from './telHref';

interface InfoItemProps {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}

function InfoItem({ icon: Icon, label, children }: InfoItemProps) {
  return (
    <li className="flex items-center gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-primary/20 to-brand-secondary/20 text-accent ring-1 ring-contrast/10">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-muted uppercase rtl:tracking-normal">
          {label}
        </p>
        <div className="mt-0.5 font-medium break-words text-strong">{children}</div>
      </div>
    </li>
  );
}

const linkClasses = 'rounded-sm transition hover:text-accent-strong';

/** The contact section's side column: how to reach the owner directly, and where to follow them. */
export function ContactInfo() {
  const { profile, ui } = useContent();
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-2xl border border-contrast/10 bg-panel/80 p-6 sm:p-8">
        <h3 className="text-xl font-semibold">{ui.contact.contactInformation}</h3>
        <ul className="mt-6 space-y-5">
          <InfoItem icon={Mail} label={ui.contact.email}>
            {/* Addresses and numbers read left to right inside Arabic text too. */}
            <a href={`mailto:${profile.email}`} dir="ltr" className={linkClasses}>
              {profile.email}
            </a>
          </InfoItem>
          <InfoItem icon={Phone} label={ui.contact.phone}>
            <a
              href={telHref(profile.phone)}
              dir="ltr"
              className={`${linkClasses} whitespace-nowrap`}
            >
              {profile.phone}
            </a>
          </InfoItem>
          <InfoItem icon={MapPin} label={ui.contact.location}>
            {profile.location}
          </InfoItem>
        </ul>
      </div>

      <div className="rounded-2xl border border-contrast/10 bg-panel/80 p-6 sm:p-8">
        <h3 className="text-xl font-semibold">{ui.contact.followMe}</h3>
        <ul className="mt-5 flex flex-wrap gap-3">
          {profile.socials.map((link) => (
            <li key={link.url}>
              <SocialLink
                link={link}
                className="flex size-11 items-center justify-center rounded-full border border-contrast/10 bg-contrast/5 text-soft transition motion-safe:hover:-translate-y-0.5 hover:border-accent-strong/50 hover:text-accent"
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
