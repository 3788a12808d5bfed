// SAMPLE CONTENT: fictional issuers and certificates. Put your own PDFs in public/certificates/
// and run `npm run assets:previews` to make their preview images.
import type { Certification, CertificationCategory } from './types.ts';

export const certificationCategoryInfo: Record<
  CertificationCategory | 'all',
  { label: string; emoji: string }
> = {
  all: { label: 'all', emoji: '🏆' },
  web: { label: 'web', emoji: '🌐' },
  devops: { label: 'devops', emoji: '⚙️' },
  ai: { label: 'ai', emoji: '🤖' },
  mobile: { label: 'mobile', emoji: '📱' },
  general: { label: 'general', emoji: '📚' },
};

const courseProvider = 'SkillForge Online';

function certification(
  id: string,
  title: string,
  issuer: string,
  category: CertificationCategory,
  description: string,
): Certification {
  return {
    id,
    title,
    issuer,
    category,
    description,
    date: '2024',
    pdfPath: `/certificates/${id}.pdf`,
  };
}

export const certifications: Certification[] = [
  certification(
    'react-developer',
    'React Developer Certification',
    'Atlas Web Institute',
    'web',
    'Component design, hooks, state management and testing of production React applications.',
  ),
  certification(
    'git-version-control',
    'Version Control with Git',
    'Open Source Guild',
    'devops',
    'Branching strategies, rebasing, code review workflows and recovering from mistakes.',
  ),
  certification(
    'docker-essentials',
    'Docker Essentials',
    'Container Academy',
    'devops',
    'Images, multi-stage builds, networking, volumes and Compose for local environments.',
  ),
  certification(
    'virtualization-fundamentals',
    'Virtualization Fundamentals',
    'Cloud Infrastructure Institute',
    'devops',
    'Hypervisors, virtual machines, storage and networking for on-premise and cloud workloads.',
  ),
  certification(
    'machine-learning',
    'Machine Learning Specialization',
    courseProvider,
    'ai',
    'Supervised and unsupervised learning, model evaluation and practical feature engineering.',
  ),
  certification(
    'deep-learning',
    'Deep Learning Foundations',
    courseProvider,
    'ai',
    'Neural networks, optimisation, convolutional and sequence models.',
  ),
  certification(
    'nlp-transformers',
    'Natural Language Processing with Transformers',
    courseProvider,
    'ai',
    'Tokenisation, embeddings, fine-tuning and evaluating transformer models.',
  ),
  certification(
    'generative-ai',
    'Generative AI and Prompt Engineering',
    courseProvider,
    'ai',
    'Building reliable LLM features: prompting, retrieval augmentation and guardrails.',
  ),
  certification(
    'fullstack-javascript',
    'Full Stack JavaScript',
    courseProvider,
    'web',
    'Node.js APIs, REST design, authentication and deployment of JavaScript applications.',
  ),
  certification(
    'typescript-advanced',
    'Advanced TypeScript',
    courseProvider,
    'web',
    'Generics, type inference and modelling domain rules in the type system.',
  ),
  certification(
    'web-accessibility',
    'Web Accessibility',
    courseProvider,
    'web',
    'WCAG 2.2, semantic HTML, ARIA and testing with assistive technology.',
  ),
  certification(
    'flutter-development',
    'Flutter App Development',
    courseProvider,
    'mobile',
    'Widgets, state management, platform channels and publishing to the stores.',
  ),
  certification(
    'android-kotlin',
    'Android Development with Kotlin',
    courseProvider,
    'mobile',
    'Jetpack Compose, architecture components and background work on Android.',
  ),
  certification(
    'agile-project-management',
    'Agile Project Management',
    courseProvider,
    'general',
    'Scrum, Kanban, estimation and working with clients in short feedback loops.',
  ),
];

/** Where `npm run assets:previews` writes the preview image of a certificate's first page. */
export function certificatePreviewPath(certificate: Pick<Certification, 'id'>): string {
  return `/certificates/previews/${certificate.id}.webp`;
}
