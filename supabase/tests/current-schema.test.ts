// @vitest-environment node
/**
 * supabase/current-schema.sql is the database as the migrations leave it, in one file: it must
 * say what they make today, as the generated types must (supabase-cli.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_PATH, migrationSchema } from '../../scripts/database-schema';

describe('supabase/current-schema.sql', () => {
  it('is what the migrations make (else: npm run db:schema)', async () => {
    expect(readFileSync(CURRENT_SCHEMA_PATH, 'utf8')).toBe(await migrationSchema());
  });

  it('shows every table, policy, trigger and function of the schemas the migrations own', () => {
    const schema = readFileSync(CURRENT_SCHEMA_PATH, 'utf8');
    expect(schema).toContain('create table public.contact_messages (');
    expect(schema).toContain('alter table public.contact_messages enable row level security;');
    expect(schema).toMatch(
      /create policy "Anyone can send a message\." on public\.contact_messages/,
    );
    expect(schema).toContain('CREATE TRIGGER contact_messages_notify_owner AFTER INSERT');
    expect(schema).toContain('CREATE OR REPLACE FUNCTION private.client_address()');
    expect(schema).toMatch(
      /^grant INSERT \(id, name, email, .*\) on public\.contact_messages to anon;$/m,
    );
  });
});
