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
    } as ContactMessage;
    expect(csvLines([message, { ...message, read: false, name: '=cmd', language: null }])).toBe(
      '2026-11-22T10:15:00+00:00,Ada,ada@example.com,,"Hi,\nthere",inbox,yes,fr\r\n' +
        '2026-11-22T10:15:00+00:00,\'=cmd,ada@example.com,,"Hi,\nthere",inbox,no,\r\n',
    );
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});
