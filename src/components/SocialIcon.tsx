import { BriefcaseBusiness, Mail, type LucideIcon } from 'lucide-react';
import { siGithub, siX, type SimpleIcon } from 'simple-icons';
import type { SocialLink as SocialLinkData, SocialPlatform } from '../content';
import { externalLinkProps } from '../lib/links';

interface SocialIconProps {
  platform: SocialPlatform;
  className?: string;
}

/**
 * Brand marks come from simple-icons (named imports, so the bundle keeps only these paths).
 * Lucide 1.x has no brand icons and simple-icons has no LinkedIn mark (withdrawn at LinkedIn's
 * request), so the professional network gets a neutral briefcase. The Record is exhaustive: a new
 * platform in the content types does not compile until it has an icon.
 */
const platformIcons: Record<SocialPlatform, SimpleIcon | LucideIcon> = {
  github: siGithub,
  x: siX,
  linkedin: BriefcaseBusiness,
  email: Mail,
};

function isSimpleIcon(icon: SimpleIcon | LucideIcon): icon is SimpleIcon {
  return 'path' in icon && typeof icon.path === 'string';
}

/** A decorative icon for a social platform; the surrounding link carries the accessible name. */
export function SocialIcon({ platform, className = 'size-5' }: SocialIconProps) {
  const icon = platformIcons[platform];
  if (isSimpleIcon(icon)) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        <path d={icon.path} />
      </svg>
    );
  }
  const Icon = icon;
  return <Icon aria-hidden="true" className={className} />;
}

interface SocialLinkProps {
  link: SocialLinkData;
  className?: string;
  iconClassName?: string;
}

/**
 * An icon-only link to one of the owner's profiles, named by its label. Web profiles open in a
 * new tab without handing over this window; a mailto link opens the mail app in place.
 */
export function SocialLink({ link, className = '', iconClassName }: SocialLinkProps) {
  const opensNewTab = /^https?:\/\//i.test(link.url);
  return (
    <a
      href={link.url}
      aria-label={link.label}
      title={link.label}
      {...(opensNewTab ? externalLinkProps : {})}
      className={className}
    >
      <SocialIcon platform={link.platform} className={iconClassName} />
    </a>
  );
}
