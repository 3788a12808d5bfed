// @vitest-environment node
/**
 * The decision notes stay findable and dated: each has a Status and a Date under its title, and
 * the index (docs/decisions/README.md) links every one of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '../docs/decisions');
const notes = readdirSync(dir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(dir, 'README.md'), 'utf8');

describe.each(notes)('%s', (name) => {
  const text = readFileSync(join(dir, name), 'utf8');

  it('says its status and date under its title', () => {
    const head = text.split('\n## ')[0]!;
    expect(head).toMatch(/^# \d{3}: .+/);
    expect(head).toMatch(/^- Status: (Proposed|Accepted|Superseded by \[\d{3}\]\(.+\))/m);
    expect(head).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
  });

  it('is listed in the index', () => {
    expect(index).toContain(`](${name})`);
  });
});
