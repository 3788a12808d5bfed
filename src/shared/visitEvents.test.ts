// @vitest-environment node
/**
 * The events Insights count, and the database's two copies of their list, as
 * supabase/current-schema.sql shows today's schema (a test of its own keeps that file what the
 * migrations make).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VISIT_EVENTS } from './visitEvents.ts';

const schema = readFileSync(new URL('../../supabase/current-schema.sql', import.meta.url), 'utf8');

/** The quoted words of a piece of SQL, in order. */
function quoted(sql: string): string[] {
  return [...sql.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
}

describe('the events Insights count', () => {
  it("are the ones private.site_events' CHECK constraint takes", () => {
    const check =
      /^alter table private\.site_events add constraint site_events_kind_check CHECK \(\(kind = ANY \(ARRAY\[(.*)\]\)\)\);$/m.exec(
        schema,
      );
    expect(check, 'site_events_kind_check is not in supabase/current-schema.sql').not.toBeNull();
    expect(quoted(check![1]!).sort()).toEqual([...VISIT_EVENTS].sort());
  });

  it('are the ones private.is_site_event takes', () => {
    const kinds = /^\s*and event ->> 'kind' in \(([^)]*)\)/m.exec(
      schema.slice(schema.indexOf('FUNCTION private.is_site_event(')),
    );
    expect(kinds, 'private.is_site_event names no kinds').not.toBeNull();
    expect(quoted(kinds![1]!).sort()).toEqual([...VISIT_EVENTS].sort());
  });
});
