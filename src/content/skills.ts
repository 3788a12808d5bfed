// SAMPLE CONTENT: the 'Technical Skills' groups in the About section.
import type { SkillGroup } from './types.ts';

export const skillGroups: SkillGroup[] = [
  {
    category: 'Frontend',
    technologies: ['React', 'TypeScript', 'Next.js', 'Tailwind CSS', 'HTML & CSS'],
  },
  {
    category: 'Backend',
    technologies: ['Node.js', 'Java', 'Spring Boot', 'Python', 'PostgreSQL', 'Docker'],
  },
  { category: 'Mobile', technologies: ['Flutter', 'Dart', 'Firebase', 'Android'] },
  {
    category: 'AI & Chatbots',
    technologies: ['NLP', 'LLM APIs', 'Ollama', 'LangChain', 'Retrieval (RAG)'],
  },
];
