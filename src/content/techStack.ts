// SAMPLE CONTENT: the tools shown in the hero's 'Tech Stack' row, in display order.
// Each logo is a round SVG badge in public/images/tech/ (a light circle with the brand's mark;
// simple-icons, CC0, has most marks).
import type { TechStackItem } from './types.ts';

export const techStack: TechStackItem[] = [
  { name: 'React', color: '#61DAFB', logo: '/images/tech/react.svg' },
  { name: 'Flutter', color: '#02569B', logo: '/images/tech/flutter.svg' },
  { name: 'Java', color: '#E76F00', logo: '/images/tech/java.svg' },
  { name: 'Node.js', color: '#5FA04E', logo: '/images/tech/nodejs.svg' },
  { name: 'Python', color: '#3776AB', logo: '/images/tech/python.svg' },
  { name: 'Spring Boot', color: '#6DB33F', logo: '/images/tech/spring-boot.svg' },
  { name: 'Firebase', color: '#DD2C00', logo: '/images/tech/firebase.svg' },
  { name: 'Google Cloud', color: '#4285F4', logo: '/images/tech/google-cloud.svg' },
  { name: 'NLP', color: '#A855F7', logo: '/images/tech/nlp.svg' },
  { name: 'TypeScript', color: '#3178C6', logo: '/images/tech/typescript.svg' },
  { name: 'Ollama', color: '#E5E7EB', logo: '/images/tech/ollama.svg' },
];
