// SAMPLE CONTENT: fictional clients. Replace with quotes you have permission to publish; their
// words and roles are in locales/<code>/work.ts, keyed by `id`.
export const testimonialFacts: { id: string; name: string; avatar: string }[] = [
  { id: 'salma-idrissi', name: 'Salma Idrissi', avatar: '/images/testimonials/salma-idrissi.webp' },
  {
    id: 'youssef-amrani',
    name: 'Youssef Amrani',
    avatar: '/images/testimonials/youssef-amrani.webp',
  },
  { id: 'claire-martin', name: 'Claire Martin', avatar: '/images/testimonials/claire-martin.webp' },
];
