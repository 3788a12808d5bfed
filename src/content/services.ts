// SAMPLE CONTENT: replace with the services you sell.
import type { Service } from './types.ts';

export const services: Service[] = [
  {
    icon: 'web',
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
  {
    icon: 'mobile',
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
  {
    icon: 'chatbot',
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
];
