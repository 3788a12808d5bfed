import { useContent } from '../../i18n/contentContext';
import { Section } from '../../components/ui/Section';
import { ContactForm } from '../../features/contact/ContactForm';
import { ContactInfo } from './ContactInfo';

/** The #contact section: the contact form beside the owner's direct contact details. */
export function ContactSection() {
  const { ui } = useContent();
  return (
    <Section id="contact" {...ui.contact.heading}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <ContactForm />
        <ContactInfo />
      </div>
    </Section>
  );
}
