// SAMPLE CONTENT: fictional projects. Replace with your own work; images live in
// public/images/projects/ (16:10, 960 x 600 px). Each project's title and description are in
// locales/<code>/work.ts, keyed by its `id`.
import type { Project } from './types.ts';

export type ProjectFacts = Omit<Project, 'title' | 'description'>;

export const projectFacts: ProjectFacts[] = [
  {
    id: 'web-1',
    category: 'web',
    image: '/images/projects/web-1.webp',
    hoverImage: '/images/projects/web-1-hover.webp',
    techStack: ['React', 'TypeScript', 'Node.js', 'Stripe'],
    liveUrl: 'https://example.com/atlas-commerce',
    github: 'https://github.com/example/atlas-commerce',
  },
  {
    id: 'web-2',
    category: 'web',
    image: '/images/projects/web-2.webp',
    techStack: ['React', 'Spring Boot', 'PostgreSQL'],
    liveUrl: 'https://example.com/medina-booking',
  },
  {
    id: 'web-3',
    category: 'web',
    image: '/images/projects/web-3.webp',
    techStack: ['TypeScript', 'Node.js', 'WebSockets', 'D3.js'],
    github: 'https://github.com/example/pulse-analytics',
  },
  {
    id: 'web-4',
    category: 'web',
    image: '/images/projects/web-4.webp',
    techStack: ['Java', 'Spring Boot', 'React', 'Docker'],
  },
  {
    id: 'web-5',
    category: 'web',
    image: '/images/projects/web-5.webp',
    techStack: ['React', 'Tailwind CSS', 'Headless CMS'],
    liveUrl: 'https://example.com/sahara-trails',
  },
  {
    id: 'web-6',
    category: 'web',
    image: '/images/projects/web-6.webp',
    techStack: ['Python', 'FastAPI', 'React', 'scikit-learn'],
    github: 'https://github.com/example/fintrack',
  },
  {
    id: 'web-7',
    category: 'web',
    image: '/images/projects/web-7.webp',
    techStack: ['React', 'Vite', 'Supabase'],
    liveUrl: 'https://example.com/portfolio-starter',
    github: 'https://github.com/example/portfolio-starter',
  },
  {
    id: 'mobile-1',
    category: 'mobile',
    image: '/images/projects/mobile-1.webp',
    techStack: ['Flutter', 'Dart', 'Firebase'],
    github: 'https://github.com/example/fitbuddy',
  },
  {
    id: 'mobile-2',
    category: 'mobile',
    image: '/images/projects/mobile-2.webp',
    techStack: ['Flutter', 'Node.js', 'Google Maps'],
    liveUrl: 'https://example.com/souk-delivery',
  },
  {
    id: 'chatbot-1',
    category: 'chatbot',
    image: '/images/projects/chatbot-1.webp',
    techStack: ['Python', 'NLP', 'WhatsApp API', 'PostgreSQL'],
    liveUrl: 'https://example.com/clinicbot',
  },
  {
    id: 'chatbot-2',
    category: 'chatbot',
    image: '/images/projects/chatbot-2.webp',
    techStack: ['Python', 'Ollama', 'LangChain', 'Vector DB'],
    github: 'https://github.com/example/docs-assistant',
  },
];
