import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inboxColumns } from '../test/fixtures';
import { hostileStage, listedMessage } from '../test/hostile';
import { visitorMessage } from '../../../../supabase/functions/_test/hostile';
import type { ContactMessage } from '../api/types';
import { csvCell, csvHeader, csvLine, csvLines } from './csv';

/** The bidi embeddings, overrides and isolates. */
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/;

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['José مرحبا 🚀', 'José مرحبا 🚀'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  // A spreadsheet that splits on ; tab or | (or at a line break) starts a cell there.
  it.each([
    ['hello;=HYPERLINK("http://evil","x")', `"hello;'=HYPERLINK(""http://evil"",""x"")"`],
    ["a,+cmd|' /C calc'!A0", `"a,'+cmd|' /C calc'!A0"`],
    ['a|@SUM(A1)', "a|'@SUM(A1)"],
    ['a\t-2+3', "a\t'-2+3"],
    ['a;\t=1', "a;\t'=1"],
    ['hello;  =1+1', "hello;  '=1+1"],
    ['  =1+1', "  '=1+1"],
    ['first\n=cmd', `"first\n'=cmd"`],
    ['first\r\n  @cmd', `"first\r\n  '@cmd"`],
    ['=a;=b', "'=a;'=b"],
    ['\t=cmd', "'\t'=cmd"],
  ])('neutralises a formula after a separator or a line break: %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['costs 5-10k', 'costs 5-10k'],
    ['write to email@domain.org', 'write to email@domain.org'],
    ['a - b + c = d', 'a - b + c = d'],
    ['Hi,\r\nthere; see you', '"Hi,\r\nthere; see you"'],
    ['a;\tb|c', 'a;\tb|c'],
  ])('leaves ordinary prose as it is: %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvLines', () => {
  it('writes one CRLF line per message, in order', () => {
    const message = {
      id: '1',
      name: 'Ada',
      email: 'ada@example.com',
      subject: '',
      message: 'Hi,\nthere',
      created_at: '2026-11-22T10:15:00+00:00',
      read: true,
      status: 'inbox',
      language: 'fr',
      source: 'form',
      brief_service: null,
      brief_budget: null,
      brief_timeline: null,
      chat_summary: null,
    } as ContactMessage;
    expect(csvLines([message, { ...message, read: false, name: '=cmd', language: null }])).toBe(
      '2026-11-22T10:15:00+00:00,Ada,ada@example.com,,"Hi,\nthere",inbox,yes,fr,Form,,,,,,,,,,,\r\n' +
        '2026-11-22T10:15:00+00:00,\'=cmd,ada@example.com,,"Hi,\nthere",inbox,no,,Form,,,,,,,,,,,\r\n',
    );
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });

  it('names the source and the brief in the owner’s words, and writes the chat’s summary', () => {
    const chat = {
      id: '2',
      name: 'Sam',
      email: 'sam@example.com',
      subject: '',
      message: 'Can you build it?',
      created_at: '2026-11-23T09:00:00+00:00',
      read: false,
      status: 'inbox',
      language: 'en',
      source: 'chat',
      brief_service: 'mobile_app',
      brief_budget: '5k_10k',
      brief_timeline: '3_months',
      chat_summary: 'Wants a booking app; =5-10k',
    } as ContactMessage;
    expect(csvHeader().slice(-12, -7)).toEqual([
      'Source',
      'Service',
      'Budget',
      'Timeline',
      'Summary',
    ]);
    expect(csvLines([chat])).toBe(
      '2026-11-23T09:00:00+00:00,Sam,sam@example.com,,Can you build it?,inbox,no,en,' +
        "Chat,Mobile app,5-10k,Within 3 months,Wants a booking app; '=5-10k,,,,,,,\r\n",
    );
  });

  it('keeps a formula at the start of a summary as text', () => {
    const line = csvLines([
      {
        created_at: 't',
        name: 'n',
        email: 'e',
        subject: '',
        message: 'm',
        status: 'inbox',
        read: true,
        language: null,
        source: 'chat',
        brief_service: null,
        brief_budget: null,
        brief_timeline: null,
        chat_summary: '=HYPERLINK("http://evil","x")',
      } as ContactMessage,
    ]);
    expect(line.endsWith(`Chat,,,,"'=HYPERLINK(""http://evil"",""x"")",,,,,,,\r\n`)).toBe(true);
  });

  it('writes the stage, its dates, the value, the currency, why it was lost and the note', () => {
    expect(csvHeader().slice(-7)).toEqual([
      'Stage',
      'Stage changed',
      'Answered',
      'Value',
      'Currency',
      'Lost because',
      'Stage note',
    ]);
    const base = { ...inboxColumns, id: '3', name: 'Lin', email: 'l@example.com', subject: '' };
    const won: ContactMessage = {
      ...base,
      message: 'Hi',
      created_at: '2026-11-24T08:00:00+00:00',
      read: true,
      answered_at: '2026-11-24T09:00:00+00:00',
      stage: 'won',
      stage_changed_at: '2026-11-28T12:00:00+00:00',
      deal_value: 4800.5,
      deal_currency: 'EUR',
      stage_note: '=signed; paid 50%',
    };
    const lost: ContactMessage = {
      ...won,
      stage: 'lost',
      deal_value: null,
      deal_currency: null,
      lost_reason: 'too_expensive',
      stage_note: null,
    };
    expect(
      csvLines([won, lost])
        .split('\r\n')
        .map((line) => line.split(',').slice(-7)),
    ).toEqual([
      [
        'Won',
        '2026-11-28T12:00:00+00:00',
        '2026-11-24T09:00:00+00:00',
        '4800.5',
        'EUR',
        '',
        "'=signed; paid 50%",
      ],
      [
        'Lost',
        '2026-11-28T12:00:00+00:00',
        '2026-11-24T09:00:00+00:00',
        '',
        '',
        'Too expensive',
        '',
      ],
      [''],
    ]);
  });

  it('writes a stage or a reason the owner’s words do not know as it is stored', () => {
    const odd = {
      ...inboxColumns,
      id: '4',
      name: 'n',
      email: 'e',
      subject: '',
      message: 'm',
      created_at: 't',
      read: false,
      stage: 'negotiation',
      lost_reason: 'constructor',
    } as unknown as ContactMessage;
    expect(csvLines([odd]).split(',').slice(-7)).toEqual([
      'negotiation',
      '',
      '',
      '',
      '',
      'constructor',
      '\r\n',
    ]);
  });
});

describe('the CSV of whatever visitors got stored', () => {
  it('ends every message with a line break, and holds nothing that reorders the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(visitorMessage, hostileStage), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const messages = rows.map(([row, stage], index) =>
            listedMessage(row, {
              id: `m${index}`,
              created_at: '2026-11-22T10:15:00Z',
              read: false,
              ...stage,
            }),
          );
          const csv = csvLines(messages);
          expect(csv).not.toMatch(REORDERING);
          expect(csv.endsWith('\r\n')).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});
