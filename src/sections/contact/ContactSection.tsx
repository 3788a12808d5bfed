import type { ReactNode } from 'react';
import { useContent } from '../../i18n/contentContext';
import { Section } from '../../components/ui/Section';
import { ContactInfo } from './ContactInfo';

/**
 * The #contact section: the contact form beside the owner's direct contact details. The form is
 * an island of its own (the home page passes it in), the rest of the section static HTML.
 */
export function ContactSection({ form }: { form: ReactNode }) {
  const { ui } = useContent();
  return (
    <Section id="contact" {...ui.contact.heading}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        {form}
        <ContactInfo />
      </div>
    </Section>
  );
}
