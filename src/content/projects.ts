// SAMPLE CONTENT: fictional projects. Replace with your own work; images live in
// public/images/projects/ (the sample ones are made by `npm run assets`).
import type { Project, ProjectCategory } from './types.ts';

export const projectCategoryLabels: Record<ProjectCategory, string> = {
  web: 'Web',
  mobile: 'Mobile',
  chatbot: 'Chatbot',
};

export const projects: Project[] = [
  {
    id: 'web-1',
    title: 'Atlas Commerce',
    description:
      'A headless e-commerce storefront for a Moroccan crafts brand, with multi-currency checkout and a 98 Lighthouse score.',
    category: 'web',
    image: '/images/projects/web-1.webp',
    hoverImage: '/images/projects/web-1-hover.webp',
    techStack: ['React', 'TypeScript', 'Node.js', 'Stripe'],
    liveUrl: 'https://example.com/atlas-commerce',
    github: 'https://github.com/example/atlas-commerce',
  },
  {
    id: 'web-2',
    title: 'Medina Booking',
    description:
      'Reservation platform for riads and guest houses: live availability, deposits and an owner dashboard.',
    category: 'web',
    image: '/images/projects/web-2.webp',
    techStack: ['React', 'Spring Boot', 'PostgreSQL'],
    liveUrl: 'https://example.com/medina-booking',
  },
  {
    id: 'web-3',
    title: 'Pulse Analytics',
    description:
      'A real-time analytics dashboard that turns raw event streams into charts a marketing team reads at a glance.',
    category: 'web',
    image: '/images/projects/web-3.webp',
    techStack: ['TypeScript', 'Node.js', 'WebSockets', 'D3.js'],
    github: 'https://github.com/example/pulse-analytics',
  },
  {
    id: 'web-4',
    title: 'LexDesk',
    description:
      'Case management for a law firm: documents, deadlines and client portals behind role-based access.',
    category: 'web',
    image: '/images/projects/web-4.webp',
    techStack: ['Java', 'Spring Boot', 'React', 'Docker'],
  },
  {
    id: 'web-5',
    title: 'Sahara Trails',
    description:
      'A content-rich travel site with an interactive itinerary builder and multilingual pages.',
    category: 'web',
    image: '/images/projects/web-5.webp',
    techStack: ['React', 'Tailwind CSS', 'Headless CMS'],
    liveUrl: 'https://example.com/sahara-trails',
  },
  {
    id: 'web-6',
    title: 'FinTrack',
    description:
      'Personal finance web app that categorises bank transactions with a small ML model and forecasts spending.',
    category: 'web',
    image: '/images/projects/web-6.webp',
    techStack: ['Python', 'FastAPI', 'React', 'scikit-learn'],
    github: 'https://github.com/example/fintrack',
  },
  {
    id: 'web-7',
    title: 'Portfolio Starter',
    description:
      'The open-source template behind this site: prerendered, accessible and deployable as static files.',
    category: 'web',
    image: '/images/projects/web-7.webp',
    techStack: ['React', 'Vite', 'Supabase'],
    liveUrl: 'https://example.com/portfolio-starter',
    github: 'https://github.com/example/portfolio-starter',
  },
  {
    id: 'mobile-1',
    title: 'FitBuddy',
    description:
      'A Flutter fitness coach with workout plans, progress photos and reminders that sync across devices.',
    category: 'mobile',
    image: '/images/projects/mobile-1.webp',
    techStack: ['Flutter', 'Dart', 'Firebase'],
    github: 'https://github.com/example/fitbuddy',
  },
  {
    id: 'mobile-2',
    title: 'Souk Delivery',
    description:
      'Grocery delivery app for iOS and Android with live courier tracking and cash-on-delivery support.',
    category: 'mobile',
    image: '/images/projects/mobile-2.webp',
    techStack: ['Flutter', 'Node.js', 'Google Maps'],
    liveUrl: 'https://example.com/souk-delivery',
  },
  {
    id: 'chatbot-1',
    title: 'ClinicBot',
    description:
      'A WhatsApp assistant that books appointments for a dental clinic and answers questions in Arabic, French and English.',
    category: 'chatbot',
    image: '/images/projects/chatbot-1.webp',
    techStack: ['Python', 'NLP', 'WhatsApp API', 'PostgreSQL'],
    liveUrl: 'https://example.com/clinicbot',
  },
  {
    id: 'chatbot-2',
    title: 'DocsAssistant',
    description:
      'A private retrieval-augmented assistant that answers staff questions from internal documents, running on Ollama.',
    category: 'chatbot',
    image: '/images/projects/chatbot-2.webp',
    techStack: ['Python', 'Ollama', 'LangChain', 'Vector DB'],
    github: 'https://github.com/example/docs-assistant',
  },
];
