import { Section } from '../../components/ui/Section';
import { ContactForm } from '../../features/contact/ContactForm';
import { ContactInfo } from './ContactInfo';

/** The #contact section: the contact form beside the owner's direct contact details. */
export function ContactSection() {
  return (
    <Section
      id="contact"
      eyebrow="Get In Touch"
      title="Let's Connect"
      description="Have a project in mind or a question about my work? Send a message and I will get back to you."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-8">
        <ContactForm />
        <ContactInfo />
      </div>
    </Section>
  );
}
