// SAMPLE CONTENT: the 'Technical Skills' groups in the About section. The group headings are in
// locales/<code>/work.ts; technology names read the same in every language.
import type { SkillGroupId } from './types.ts';

export const skillFacts: { id: SkillGroupId; technologies: string[] }[] = [
  {
    id: 'frontend',
    technologies: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS', 'HTML & CSS'],
  },
  {
    id: 'backend',
    technologies: ['Node.js', 'Java', 'Spring Boot', 'Python', 'PostgreSQL', 'Docker'],
  },
  { id: 'mobile', technologies: ['Flutter', 'Dart', 'Firebase', 'Android'] },
  { id: 'ai', technologies: ['NLP', 'LLM APIs', 'Ollama', 'LangChain', 'Retrieval (RAG)'] },
];
