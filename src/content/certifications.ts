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

const certification = (id: string, category: CertificationCategory): CertificationFacts => ({
  id,
  category,
  date: '2024',
  pdfPath: `/certificates/${id}.pdf`,
});

export const certificationFacts: CertificationFacts[] = [
  certification('react-developer', 'web'),
  certification('git-version-control', 'devops'),
  certification('docker-essentials', 'devops'),
  certification('virtualization-fundamentals', 'devops'),
  certification('machine-learning', 'ai'),
  certification('deep-learning', 'ai'),
  certification('nlp-transformers', 'ai'),
  certification('generative-ai', 'ai'),
  certification('fullstack-javascript', 'web'),
  certification('typescript-advanced', 'web'),
  certification('web-accessibility', 'web'),
  certification('flutter-development', 'mobile'),
  certification('android-kotlin', 'mobile'),
  certification('agile-project-management', 'general'),
];

/** Where the build serves the preview image of a certificate's first page. */
export function certificatePreviewPath(certificate: Pick<Certification, 'id'>): string {
  return `/certificates/previews/${certificate.id}.webp`;
}
