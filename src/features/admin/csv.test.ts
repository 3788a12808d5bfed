import { describe, expect, it } from 'vitest';
import type { ContactMessage } from './api/types';
import { csvCell, csvLine, csvLines } from './csv';

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
    } as ContactMessage;
    expect(csvLines([message, { ...message, read: false, name: '=cmd', language: null }])).toBe(
      '2026-11-22T10:15:00+00:00,Ada,ada@example.com,,"Hi,\nthere",inbox,yes,fr\r\n' +
        '2026-11-22T10:15:00+00:00,\'=cmd,ada@example.com,,"Hi,\nthere",inbox,no,\r\n',
    );
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});
