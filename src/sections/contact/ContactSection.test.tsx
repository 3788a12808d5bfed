import { render, screen, within } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { profile } from '../../content';
import { ContactForm } from '../../features/contact/ContactForm';
import { ContactSection } from './ContactSection';
import { telHref } from './telHref';

describe('ContactSection', () => {
  it("is the #contact section with the 'Get In Touch' / \"Let's Connect\" heading", () => {
    render(<ContactSection form={<ContactForm />} />);
    const section = screen.getByRole('region', { name: "Let's Connect" });
    expect(section).toHaveAttribute('id', 'contact');
    expect(screen.getByRole('heading', { level: 2, name: "Let's Connect" })).toBeInTheDocument();
    expect(within(section).getByText('Get In Touch')).toBeInTheDocument();
  });

  it('holds the contact form (the home page passes it in as an island)', () => {
    render(<ContactSection form={<ContactForm />} />);
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('gives email, phone and location', () => {
    render(<ContactSection form={<ContactForm />} />);
    expect(screen.getByRole('link', { name: profile.email })).toHaveAttribute(
      'href',
      `mailto:${profile.email}`,
    );
    expect(screen.getByRole('link', { name: profile.phone })).toHaveAttribute(
      'href',
      telHref(profile.phone),
    );
    expect(screen.getByText(profile.location)).toBeInTheDocument();
  });

  it("lists the owner's social profiles under 'Follow Me'", () => {
    render(<ContactSection form={<ContactForm />} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Follow Me' });
    const list = heading.parentElement?.querySelector('ul') as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      profile.socials.map((social) => social.url),
    );

    for (const social of profile.socials) {
      const link = within(list).getByRole('link', { name: social.label });
      if (social.url.startsWith('http')) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(link).not.toHaveAttribute('target');
      }
      // The little lift on hover is motion: none for visitors who asked for less.
      expect(link).toHaveClass('motion-safe:hover:-translate-y-0.5');
      expect(link).not.toHaveClass('hover:-translate-y-0.5');
    }
  });
});
