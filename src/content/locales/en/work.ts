// SAMPLE CONTENT: the words of the sections about the owner's work, in English. Projects,
// certificates and testimonials are keyed by the ids of their facts (../../projects.ts,
// ../../certifications.ts, ../../testimonials.ts). Every entry is whole in itself (a testimonial
// that names the owner gets their words from ../../ownerWords.ts), so any of them may go, all of a
// kind included: `certifications: {}` with no certificate in ../../certifications.ts.
import { testimonialTexts } from '../../ownerWords.ts';
import type { LocaleTexts } from '../../types.ts';

export const navigation: LocaleTexts['navigation'] = {
  home: 'Home',
  services: 'Services',
  portfolio: 'Portfolio',
  certifications: 'Certifications',
  about: 'About',
  contact: 'Contact',
};

export const footerServices: LocaleTexts['footerServices'] = [
  'Web Development',
  'Mobile Apps',
  'Chatbots',
  'UI/UX Design',
];

export const services: LocaleTexts['services'] = {
  web: {
    title: 'Web Development',
    description:
      'Fast, accessible websites and web apps, from a landing page that converts to a full SaaS dashboard.',
    features: [
      'React and TypeScript front ends',
      'Node.js and Spring Boot APIs',
      'SEO and Core Web Vitals tuning',
      'CMS, payments and analytics integration',
    ],
  },
  mobile: {
    title: 'Mobile App Development',
    description:
      'Cross-platform apps for iOS and Android that feel native, work offline and ship to both stores.',
    features: [
      'Flutter apps from one codebase',
      'Firebase auth, data and notifications',
      'Offline-first sync',
      'App Store and Google Play release',
    ],
  },
  chatbot: {
    title: 'Chatbot Development',
    description:
      'AI assistants that know your business, answer customers 24/7 and hand over to a person when it matters.',
    features: [
      'Answers grounded in your own documents',
      'WhatsApp, website and Slack channels',
      'Private models with Ollama when data must stay in-house',
      'Conversation analytics and human hand-off',
    ],
  },
};

export const projectCategoryLabels: LocaleTexts['projectCategoryLabels'] = {
  web: 'Web',
  mobile: 'Mobile',
  chatbot: 'Chatbot',
};

export const projects: LocaleTexts['projects'] = {
  'web-1': {
    title: 'Atlas Commerce',
    description:
      'A headless e-commerce storefront for a Moroccan crafts brand, with multi-currency checkout and a 98 Lighthouse score.',
  },
  'web-2': {
    title: 'Medina Booking',
    description:
      'Reservation platform for riads and guest houses: live availability, deposits and an owner dashboard.',
  },
  'web-3': {
    title: 'Pulse Analytics',
    description:
      'A real-time analytics dashboard that turns raw event streams into charts a marketing team reads at a glance.',
  },
  'web-4': {
    title: 'LexDesk',
    description:
      'Case management for a law firm: documents, deadlines and client portals behind role-based access.',
  },
  'web-5': {
    title: 'Sahara Trails',
    description:
      'A content-rich travel site with an interactive itinerary builder and multilingual pages.',
  },
  'web-6': {
    title: 'FinTrack',
    description:
      'Personal finance web app that categorises bank transactions with a small ML model and forecasts spending.',
  },
  'web-7': {
    title: 'Portfolio Starter',
    description:
      'The open-source template behind this site: prerendered, accessible and deployable as static files.',
  },
  'mobile-1': {
    title: 'FitBuddy',
    description:
      'A Flutter fitness coach with workout plans, progress photos and reminders that sync across devices.',
  },
  'mobile-2': {
    title: 'Souk Delivery',
    description:
      'Grocery delivery app for iOS and Android with live courier tracking and cash-on-delivery support.',
  },
  'chatbot-1': {
    title: 'ClinicBot',
    description:
      'A WhatsApp assistant that books appointments for a dental clinic and answers questions in Arabic, French and English.',
  },
  'chatbot-2': {
    title: 'DocsAssistant',
    description:
      'A private retrieval-augmented assistant that answers staff questions from internal documents, running on Ollama.',
  },
};

/** The filter labels of the certification categories (shown lower-case, as tags). */
export const certificationCategoryLabels: LocaleTexts['certificationCategoryLabels'] = {
  all: 'all',
  web: 'web',
  devops: 'devops',
  ai: 'ai',
  mobile: 'mobile',
  general: 'general',
};

export const certifications: LocaleTexts['certifications'] = {
  'react-developer': {
    title: 'React Developer Certification',
    issuer: 'Atlas Web Institute',
    description:
      'Component design, hooks, state management and testing of production React applications.',
  },
  'git-version-control': {
    title: 'Version Control with Git',
    issuer: 'Open Source Guild',
    description:
      'Branching strategies, rebasing, code review workflows and recovering from mistakes.',
  },
  'docker-essentials': {
    title: 'Docker Essentials',
    issuer: 'Container Academy',
    description:
      'Images, multi-stage builds, networking, volumes and Compose for local environments.',
  },
  'virtualization-fundamentals': {
    title: 'Virtualization Fundamentals',
    issuer: 'Cloud Infrastructure Institute',
    description:
      'Hypervisors, virtual machines, storage and networking for on-premise and cloud workloads.',
  },
  'machine-learning': {
    title: 'Machine Learning Specialization',
    issuer: 'SkillForge Online',
    description:
      'Supervised and unsupervised learning, model evaluation and practical feature engineering.',
  },
  'deep-learning': {
    title: 'Deep Learning Foundations',
    issuer: 'SkillForge Online',
    description: 'Neural networks, optimisation, convolutional and sequence models.',
  },
  'nlp-transformers': {
    title: 'Natural Language Processing with Transformers',
    issuer: 'SkillForge Online',
    description: 'Tokenisation, embeddings, fine-tuning and evaluating transformer models.',
  },
  'generative-ai': {
    title: 'Generative AI and Prompt Engineering',
    issuer: 'SkillForge Online',
    description:
      'Building reliable LLM features: prompting, retrieval augmentation and guardrails.',
  },
  'fullstack-javascript': {
    title: 'Full Stack JavaScript',
    issuer: 'SkillForge Online',
    description:
      'Node.js APIs, REST design, authentication and deployment of JavaScript applications.',
  },
  'typescript-advanced': {
    title: 'Advanced TypeScript',
    issuer: 'SkillForge Online',
    description: 'Generics, type inference and modelling domain rules in the type system.',
  },
  'web-accessibility': {
    title: 'Web Accessibility',
    issuer: 'SkillForge Online',
    description: 'WCAG 2.2, semantic HTML, ARIA and testing with assistive technology.',
  },
  'flutter-development': {
    title: 'Flutter App Development',
    issuer: 'SkillForge Online',
    description: 'Widgets, state management, platform channels and publishing to the stores.',
  },
  'android-kotlin': {
    title: 'Android Development with Kotlin',
    issuer: 'SkillForge Online',
    description: 'Jetpack Compose, architecture components and background work on Android.',
  },
  'agile-project-management': {
    title: 'Agile Project Management',
    issuer: 'SkillForge Online',
    description: 'Scrum, Kanban, estimation and working with clients in short feedback loops.',
  },
};

export const skillGroups: LocaleTexts['skillGroups'] = {
  frontend: 'Frontend',
  backend: 'Backend',
  mobile: 'Mobile',
  ai: 'AI & Chatbots',
};

export const testimonials: LocaleTexts['testimonials'] = testimonialTexts({
  'salma-idrissi': ({ firstName }) => ({
    role: 'Founder, Atlas Crafts',
    content: `${firstName} rebuilt our online shop in six weeks. Pages load instantly, and our mobile sales doubled in the first quarter.`,
  }),
  'youssef-amrani': {
    role: 'Operations Manager, Dental Care Clinic',
    content:
      'The WhatsApp assistant now books most of our appointments. Patients love it, and our receptionists finally have time for the people in the room.',
  },
  'claire-martin': ({ firstName }) => ({
    role: 'Product Lead, Pulse Labs',
    content: `Clear communication, honest estimates and clean code. ${firstName} is the first freelancer we kept on for a second and a third project.`,
  }),
});
