import { ContactForm } from '../features/contact/ContactForm';
import { hydrateIsland } from './hydrate';
import type { IslandView } from './islandView';

/** The contact form, hydrated as it nears the viewport (a quote asked for before that waits). */
export const contactView: IslandView<Record<string, never>> = {
  needsContent: true,
  render: () => <ContactForm />,
};

// What a visitor typed into the prerendered fields before it hydrated, the form takes up itself
// (useContactForm, keepTextTypedBeforeHydration).
export const hydrate = (element: HTMLElement) => hydrateIsland(element, contactView);
