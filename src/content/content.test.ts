import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  assistant,
  certificatePreviewPath,
  certifications,
  profile,
  projects,
  services,
  skillGroups,
  techStack,
  testimonials,
} from '.';
import { variantPathsFor } from '../lib/imageSizes';
import { allAssistantTexts, allLocaleTexts } from './locales/all';
import { chatGreetings, greetingsIn } from './locales/greetings';
import { handoffTexts } from './locales/handoff';

const publicDir = join(__dirname, '../../public');
const inPublic = (path: string) => existsSync(join(publicDir, path));

describe('content integrity', () => {
  it('has 11 projects, web-1 to web-7, mobile-1 and mobile-2, chatbot-1 and chatbot-2', () => {
    expect(projects.map((p) => p.id)).toEqual([
      'web-1',
      'web-2',
      'web-3',
      'web-4',
      'web-5',
      'web-6',
      'web-7',
      'mobile-1',
      'mobile-2',
      'chatbot-1',
      'chatbot-2',
    ]);
    for (const project of projects) expect(project.id.startsWith(project.category)).toBe(true);
    expect(projects.filter((p) => p.hoverImage).length).toBeGreaterThanOrEqual(1);
    for (const project of projects) {
      expect(project.title).not.toBe('');
      expect(project.description).not.toBe('');
      expect(project.techStack.length).toBeGreaterThan(0);
    }
  });

  it('has 14 certifications dated 2024: 1 React, 1 Git, 1 Docker, 1 virtualization and 10 from one course provider', () => {
    expect(certifications).toHaveLength(14);
    expect(new Set(certifications.map((c) => c.id)).size).toBe(14);
    for (const c of certifications) {
      expect(c.date).toBe('2024');
      expect(['web', 'devops', 'ai', 'mobile', 'general']).toContain(c.category);
    }
    const titled = (word: RegExp) => certifications.filter((c) => word.test(c.title));
    expect(titled(/react/i)).toHaveLength(1);
    expect(titled(/\bgit\b/i)).toHaveLength(1);
    expect(titled(/docker/i)).toHaveLength(1);
    expect(titled(/virtuali[sz]ation/i)).toHaveLength(1);
    const countByIssuer = new Map<string, number>();
    for (const c of certifications)
      countByIssuer.set(c.issuer, (countByIssuer.get(c.issuer) ?? 0) + 1);
    expect(Math.max(...countByIssuer.values())).toBe(10);
  });

  it('has three services with four features each, and the four skill groups', () => {
    expect(services.map((s) => s.title)).toEqual([
      'Web Development',
      'Mobile App Development',
      'Chatbot Development',
    ]);
    for (const service of services) expect(service.features).toHaveLength(4);
    expect(skillGroups.map((g) => g.category)).toEqual([
      'Frontend',
      'Backend',
      'Mobile',
      'AI & Chatbots',
    ]);
  });

  it('has three testimonials and the 11 tech-stack items in order', () => {
    expect(testimonials).toHaveLength(3);
    expect(techStack.map((t) => t.name)).toEqual([
      'React',
      'Flutter',
      'Java',
      'Node.js',
      'Python',
      'Spring Boot',
      'Firebase',
      'Google Cloud',
      'NLP',
      'TypeScript',
      'Ollama',
    ]);
  });

  it('places the owner in Casablanca, Morocco, with over five years of experience', () => {
    expect(profile.location).toBe('Casablanca, Morocco');
    expect(profile.yearsOfExperience).toBeGreaterThanOrEqual(5);
  });

  it('gives the assistant three experiences and three key projects that exist', () => {
    expect(assistant.experience).toHaveLength(3);
    const ids = new Set(projects.map((p) => p.id));
    expect(assistant.keyProjectIds.filter((id) => !ids.has(id))).toEqual([]);
    const greetings = assistant.greetings(profile);
    expect(greetings[0]).toContain('Full Stack AI Engineer');
    expect(greetings[1]).toMatch(/websites, mobile apps and AI solutions/);
  });

  it('gives the chat function the assistant, and the chat its words, in every language', () => {
    const codes = Object.keys(allLocaleTexts);
    expect(Object.keys(allAssistantTexts)).toEqual(codes);
    expect(Object.keys(chatGreetings)).toEqual(codes);
    expect(Object.keys(handoffTexts)).toEqual(codes);
    for (const code of codes) expect(greetingsIn(code)).toBe(allAssistantTexts[code]!.greetings);
  });

  it('references only assets that exist under public/', () => {
    const paths = [
      profile.image,
      ...projects.flatMap((p) => (p.hoverImage ? [p.image, p.hoverImage] : [p.image])),
      ...testimonials.map((t) => t.avatar),
      ...techStack.map((t) => t.logo),
      ...certifications.flatMap((c) => [c.pdfPath, certificatePreviewPath(c)]),
    ];
    expect(paths.filter((path) => !inPublic(path))).toEqual([]);
  });

  it('has the narrower copies of every responsive image (`npm run assets` makes them)', () => {
    const copies = [
      ...variantPathsFor(profile.image, 'profile'),
      ...projects.flatMap((p) =>
        [p.image, p.hoverImage].flatMap((path) => (path ? variantPathsFor(path, 'project') : [])),
      ),
    ];
    expect(copies).toContain('/images/projects/web-1-480.webp');
    expect(copies.filter((path) => !inPublic(path))).toEqual([]);
  });
});
