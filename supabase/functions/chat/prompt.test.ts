// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  assistant,
  certifications,
  profile,
  projects,
  services,
  skillGroups,
} from '../../../src/content/index.ts';
import { buildSystemPrompt, CLOSING_INSTRUCTION, keyProjects } from './prompt.ts';

const prompt = buildSystemPrompt();

describe('the system prompt', () => {
  it('is built from the same content the page shows', () => {
    expect(prompt).toContain(assistant.summary);
    expect(prompt).toContain(profile.name);
    expect(prompt).toContain(profile.role);
  });

  it('holds every contact detail', () => {
    for (const detail of [
      profile.email,
      profile.phone,
      profile.whatsappUrl,
      profile.schedulingUrl,
      profile.location,
    ]) {
      expect(prompt).toContain(detail);
    }
  });

  it('holds the education, the languages and every skill group', () => {
    for (const line of [...assistant.education, ...assistant.languages]) {
      expect(prompt).toContain(line);
    }
    for (const group of skillGroups) {
      expect(prompt).toContain(`${group.category}: ${group.technologies.join(', ')}`);
    }
  });

  it('holds the three work experiences', () => {
    expect(assistant.experience).toHaveLength(3);
    for (const job of assistant.experience) {
      for (const fact of [job.role, job.organization, job.period, job.summary]) {
        expect(prompt).toContain(fact);
      }
    }
  });

  it('holds the three key projects with their descriptions and tech', () => {
    const key = keyProjects();
    expect(key.map((project) => project.id)).toEqual([...assistant.keyProjectIds]);
    for (const project of key) {
      expect(prompt).toContain(project.title);
      expect(prompt).toContain(project.description);
      expect(prompt).toContain(project.techStack.join(', '));
    }
    const others = projects.filter((project) => !assistant.keyProjectIds.includes(project.id));
    for (const project of others) expect(prompt).not.toContain(project.description);
  });

  it('holds all 14 certifications with issuer and date', () => {
    expect(certifications).toHaveLength(14);
    expect(prompt).toContain('Certifications (14)');
    for (const item of certifications) {
      expect(prompt).toContain(`${item.title}, ${item.issuer} (${item.date})`);
    }
  });

  it('holds the services, the prices and the availability', () => {
    for (const service of services) {
      expect(prompt).toContain(service.title);
      expect(prompt).toContain(service.description);
    }
    expect(prompt).toContain(assistant.pricing);
    expect(prompt).toContain(assistant.availability);
  });

  it('holds the response guidelines and ends with the call-to-action instruction', () => {
    for (const guideline of assistant.guidelines) expect(prompt).toContain(guideline);
    expect(prompt).toMatch(/2-3 sentences/);
    expect(prompt).toMatch(/first person/);
    expect(prompt).toMatch(/friendly/i);
    expect(prompt).toMatch(/next step/);
    expect(CLOSING_INSTRUCTION).toBe('Be concise and always include a call to action.');
    expect(prompt.endsWith(CLOSING_INSTRUCTION)).toBe(true);
  });

  it('is the same every time (a pure function of the content)', () => {
    expect(buildSystemPrompt()).toBe(prompt);
  });
});
