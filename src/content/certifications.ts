// SAMPLE CONTENT: fictional certificates. Put your own PDFs in public/certificates/: every build
// renders their preview images (scripts/site-assets). Each certificate's title, issuer and
// description are in locales/<code>/work.ts, keyed by its `id`.
import type { Certification, CertificationCategory } from './types.ts';

export type CertificationFacts = Omit<Certification, 'title' | 'issuer' | 'description'>;

/** The emoji beside each category's filter and on its cards. */
export const certificationEmojis: Record<CertificationCategory | 'all', string> = {
  all: '🏆',
  web: '🌐',
  devops: '⚙️',
  ai: '🤖',
  mobile: '📱',
  general: '📚',
};

/** Each certificate's facts, written out in full: delete the ones you do not have, or all. */
export const certificationFacts: CertificationFacts[] = [
  {
    id: 'react-developer',
    category: 'web',
    date: '2024',
    pdfPath: '/certificates/react-developer.pdf',
  },
  {
    id: 'git-version-control',
    category: 'devops',
    date: '2024',
    pdfPath: '/certificates/git-version-control.pdf',
  },
  {
    id: 'docker-essentials',
    category: 'devops',
    date: '2024',
    pdfPath: '/certificates/docker-essentials.pdf',
  },
  {
    id: 'virtualization-fundamentals',
    category: 'devops',
    date: '2024',
    pdfPath: '/certificates/virtualization-fundamentals.pdf',
  },
  {
    id: 'machine-learning',
    category: 'ai',
    date: '2024',
    pdfPath: '/certificates/machine-learning.pdf',
  },
  {
    id: 'deep-learning',
    category: 'ai',
    date: '2024',
    pdfPath: '/certificates/deep-learning.pdf',
  },
  {
    id: 'nlp-transformers',
    category: 'ai',
    date: '2024',
    pdfPath: '/certificates/nlp-transformers.pdf',
  },
  {
    id: 'generative-ai',
    category: 'ai',
    date: '2024',
    pdfPath: '/certificates/generative-ai.pdf',
  },
  {
    id: 'fullstack-javascript',
    category: 'web',
    date: '2024',
    pdfPath: '/certificates/fullstack-javascript.pdf',
  },
  {
    id: 'typescript-advanced',
    category: 'web',
    date: '2024',
    pdfPath: '/certificates/typescript-advanced.pdf',
  },
  {
    id: 'web-accessibility',
    category: 'web',
    date: '2024',
    pdfPath: '/certificates/web-accessibility.pdf',
  },
  {
    id: 'flutter-development',
    category: 'mobile',
    date: '2024',
    pdfPath: '/certificates/flutter-development.pdf',
  },
  {
    id: 'android-kotlin',
    category: 'mobile',
    date: '2024',
    pdfPath: '/certificates/android-kotlin.pdf',
  },
  {
    id: 'agile-project-management',
    category: 'general',
    date: '2024',
    pdfPath: '/certificates/agile-project-management.pdf',
  },
];

/** Where the build serves the preview image of a certificate's first page. */
export function certificatePreviewPath(certificate: Pick<Certification, 'id'>): string {
  return `/certificates/previews/${certificate.id}.webp`;
}
