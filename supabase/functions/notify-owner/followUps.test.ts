// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { EmailSettings } from './email.ts';
import {
  FOLLOW_UP_LIST_LIMIT,
  morningDay,
  renderFollowUpEmail,
  waitedFor,
  type WaitingLead,
} from './followUps.ts';

const settings: EmailSettings = {
  from: 'Portfolio <notifications@example.dev>',
  to: ['owner@example.dev'],
  adminUrl: 'https://example.dev/admin',
};

const NOW = new Date('2026-11-30T09:30:00Z');

function lead(overrides: Partial<WaitingLead> = {}): WaitingLead {
  return {
    id: '7d3c1f0e-0000-4000-8000-000000000001',
    name: 'Ada Lovelace',
    subject: 'A shop',
    created_at: '2026-11-27T09:00:00Z',
    stage: 'new',
    stage_changed_at: null,
    deal_value: null,
    deal_currency: null,
    why: 'no_reply',
    waiting_since: '2026-11-27T09:00:00Z',
    ...overrides,
  };
}

describe('morningDay', () => {
  it('is the owner’s date from 8 o’clock until noon where they are, and nothing otherwise', () => {
    expect(morningDay(new Date('2026-11-30T08:05:00Z'), 'UTC')).toBe('2026-11-30');
    expect(morningDay(new Date('2026-11-30T11:59:00Z'), 'UTC')).toBe('2026-11-30');
    expect(morningDay(new Date('2026-11-30T07:59:00Z'), 'UTC')).toBeUndefined();
    expect(morningDay(new Date('2026-11-30T12:00:00Z'), 'UTC')).toBeUndefined();
  });

  it('reads the hour and the date in the owner’s time zone', () => {
    // 23:05 UTC on the 29th is 08:05 on the 30th in Tokyo, and 18:05 on the 29th in New York.
    const late = new Date('2026-11-29T23:05:00Z');
    expect(morningDay(late, 'Asia/Tokyo')).toBe('2026-11-30');
    expect(morningDay(late, 'America/New_York')).toBeUndefined();
    // Half an hour off UTC: 02:35 UTC is 08:05 in Kolkata.
    expect(morningDay(new Date('2026-11-30T02:35:00Z'), 'Asia/Kolkata')).toBe('2026-11-30');
  });

  it('reads an unknown or empty zone as UTC', () => {
    expect(morningDay(NOW, 'Not/AZone')).toBe('2026-11-30');
    expect(morningDay(NOW, '  ')).toBe('2026-11-30');
    expect(morningDay(NOW, undefined)).toBe('2026-11-30');
  });
});

describe('waitedFor', () => {
  it('counts whole days, and hours under a day', () => {
    expect(waitedFor('2026-11-27T09:00:00Z', NOW)).toBe('3 days');
    expect(waitedFor('2026-11-29T09:00:00Z', NOW)).toBe('1 day');
    expect(waitedFor('2026-11-30T08:30:00Z', NOW)).toBe('1 hour');
    expect(waitedFor('not a date', NOW)).toBe('a while');
  });
});

describe('renderFollowUpEmail', () => {
  it('lists each lead with its subject, for how long and why, and links to the inbox', () => {
    const email = renderFollowUpEmail(
      2,
      [
        lead(),
        lead({
          name: 'Grace Hopper',
          subject: 'Mobile app',
          stage: 'proposal',
          deal_value: 4800,
          deal_currency: 'EUR',
          why: 'proposal_unanswered',
          waiting_since: '2026-11-21T09:00:00Z',
        }),
      ],
      settings,
      NOW,
    );
    expect(email.subject).toBe('2 leads are waiting for you');
    expect(email.to).toEqual(settings.to);
    expect(email.reply_to).toBeUndefined();
    expect(email.text).toContain(
      '\n- Ada Lovelace: A shop (no reply for 3 days)\n- Grace Hopper: Mobile app (proposal (€4,800.00) unanswered for 9 days)\n',
    );
    expect(email.text).toMatch(/Open your inbox: https:\/\/example\.dev\/admin$/);
    expect(email.html).toContain('<strong dir="auto">Grace Hopper</strong>');
    expect(email.html).toContain('href="https://example.dev/admin"');
  });

  it('says one lead in the singular, and leaves out a missing subject', () => {
    const email = renderFollowUpEmail(1, [lead({ subject: '' })], settings, NOW);
    expect(email.subject).toBe('1 lead is waiting for you');
    expect(email.text).toContain('\n- Ada Lovelace (no reply for 3 days)\n');
  });

  it('names at most the list limit and counts the rest', () => {
    const many = Array.from({ length: FOLLOW_UP_LIST_LIMIT + 5 }, (_, index) =>
      lead({ name: `Lead ${index + 1}` }),
    );
    const email = renderFollowUpEmail(40, many, settings, NOW);
    expect(email.subject).toBe('40 leads are waiting for you');
    expect(email.text).toContain(`- Lead ${FOLLOW_UP_LIST_LIMIT}:`);
    expect(email.text).not.toContain(`- Lead ${FOLLOW_UP_LIST_LIMIT + 1}:`);
    expect(email.text).toContain(`\nand ${40 - FOLLOW_UP_LIST_LIMIT} more\n`);
  });

  it('escapes markup in the HTML part and keeps every header one line', () => {
    const email = renderFollowUpEmail(
      1,
      [lead({ name: '<img src=x onerror=alert(1)>\r\nBcc: x@y.z', subject: '</li><script>' })],
      settings,
      NOW,
    );
    expect(email.html).not.toMatch(/<img|<script|<\/li><script/);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; Bcc: x@y.z');
    expect(email.text).toContain('- <img src=x onerror=alert(1)> Bcc: x@y.z: </li><script> (');
  });
});
