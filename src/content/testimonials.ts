// SAMPLE CONTENT: fictional clients. Replace with quotes you have permission to publish.
import type { Testimonial } from './types.ts';

export const testimonials: Testimonial[] = [
  {
    name: 'Salma Idrissi',
    role: 'Founder, Atlas Crafts',
    content:
      'Karim rebuilt our online shop in six weeks. Pages load instantly, and our mobile sales doubled in the first quarter.',
    avatar: '/images/testimonials/salma-idrissi.webp',
  },
  {
    name: 'Youssef Amrani',
    role: 'Operations Manager, Dental Care Clinic',
    content:
      'The WhatsApp assistant now books most of our appointments. Patients love it, and our receptionists finally have time for the people in the room.',
    avatar: '/images/testimonials/youssef-amrani.webp',
  },
  {
    name: 'Claire Martin',
    role: 'Product Lead, Pulse Labs',
    content:
      'Clear communication, honest estimates and clean code. Karim is the first freelancer we kept on for a second and a third project.',
    avatar: '/images/testimonials/claire-martin.webp',
  },
];
