// The page's sections, in order. The anchor ids (#home ... #contact) are part of the product's
// contract: outside links point at them, so renaming one breaks those links.
export const navigation = [
  { id: 'home', label: 'Home' },
  { id: 'services', label: 'Services' },
  { id: 'portfolio', label: 'Portfolio' },
  { id: 'certifications', label: 'Certifications' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
] as const;

export type SectionId = (typeof navigation)[number]['id'];

/** The services list in the footer (shorter names than the service cards). */
export const footerServices = ['Web Development', 'Mobile Apps', 'Chatbots', 'UI/UX Design'];
