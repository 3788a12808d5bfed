// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('parseArgs', () => {
  it('builds, runs 3 times on a busy machine and never fails the process by default', () => {
    expect(parseArgs([])).toEqual({
      build: true,
      runs: 3,
      strict: false,
      themes: ['dark', 'light'],
      quietMachine: false,
      http1: false,
      floor: true,
      help: false,
    });
  });

  it('reads --no-build, --strict and --runs in both spellings', () => {
    expect(parseArgs(['--no-build', '--runs', '5', '--strict'])).toEqual({
      build: false,
      runs: 5,
      strict: true,
      themes: ['dark', 'light'],
      quietMachine: false,
      http1: false,
      floor: true,
      help: false,
    });
    expect(parseArgs(['--runs=1']).runs).toBe(1);
  });

  it('measures on a quiet machine only when asked', () => {
    expect(parseArgs(['--quiet-machine']).quietMachine).toBe(true);
  });

  it('serves plain HTTP/1.1 only when asked', () => {
    expect(parseArgs(['--http1']).http1).toBe(true);
  });

  it('measures the floor page unless told not to', () => {
    expect(parseArgs([]).floor).toBe(true);
    expect(parseArgs(['--no-floor']).floor).toBe(false);
  });

  it('refuses a bad run count and unknown options', () => {
    expect(() => parseArgs(['--runs'])).toThrow(/--runs needs/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs needs/);
    expect(() => parseArgs(['--runs', '2.5'])).toThrow(/--runs needs/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option --fast/);
  });

  it('measures one theme when asked, and refuses one it does not know', () => {
    expect(parseArgs(['--theme', 'light']).themes).toEqual(['light']);
    expect(parseArgs(['--theme=dark']).themes).toEqual(['dark']);
    expect(() => parseArgs(['--theme', 'sepia'])).toThrow(/--theme needs dark or light/);
  });
});
