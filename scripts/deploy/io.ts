/**
 * The deploy's only contact with the person running it: text out, answers in. Kept behind this
 * small interface so the tests can read everything the deploy says and answer its questions
 * without a terminal.
 *
 * A secret (an access token, a key, a password) is read with the terminal's echo off and is never
 * written back: the screen shows the question, then a newline when Enter is pressed. Each
 * question has a line reader of its own, closed once it is answered, so the terminal is back to
 * normal (Ctrl-C stops a running step) between questions, and no answer can be recalled at a
 * later one with the arrow keys.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

export interface AskOptions {
  /** Read with echo off; nothing of the answer is shown. */
  secret?: boolean;
}

export interface DeployIo {
  /** Writes `text` as it is (add the newline yourself). */
  write(text: string): void;
  /** Whether someone can answer questions: standard input is a terminal. */
  interactive: boolean;
  /** Asks one question and resolves with the answer as typed. */
  ask(question: string, options?: AskOptions): Promise<string>;
}

/** The person stopped a question (Ctrl-C, or Ctrl-D on an empty line): the deploy stops. */
export class Interrupted extends Error {
  constructor() {
    super('Stopped at a question: nothing was changed.');
    this.name = 'Interrupted';
  }
}

/** A terminal: what is typed comes in through `input`, what is shown goes out through `output`. */
export interface TerminalStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
}

/** The process's terminal (or `streams`): text to its output, questions read from its input. */
export function terminalIo(
  streams: TerminalStreams = { input: process.stdin, output: process.stdout },
): DeployIo & { close(): void } {
  let pending: (() => void) | undefined;
  return {
    write: (text) => void streams.output.write(text),
    interactive: streams.input.isTTY === true,
    ask: (question, options = {}) =>
      new Promise<string>((resolve, reject) => {
        pending = askOnce(streams, question, options.secret === true, (error, answer) => {
          pending = undefined;
          if (error) reject(error);
          else resolve(answer);
        });
      }),
    close: () => pending?.(),
  };
}

/**
 * Reads one line. For a secret, the line reader writes through a gate that stays shut while it
 * runs, so neither the characters typed nor the line's redraws reach the screen; readline puts a
 * TTY input in raw mode, which turns the terminal's own echo off, and restores it on close.
 * Returns a function that abandons the question.
 */
function askOnce(
  { input, output }: TerminalStreams,
  question: string,
  secret: boolean,
  done: (error: Error | undefined, answer: string) => void,
): () => void {
  let shut = false;
  const gate = new Writable({
    write(chunk: Buffer, _encoding: BufferEncoding, next: () => void) {
      if (!shut) output.write(chunk);
      next();
    },
  });
  const reader = createInterface({ input, output: gate, terminal: true, historySize: 0 });
  let settled = false;
  const settle = (error: Error | undefined, answer = '') => {
    if (settled) return;
    settled = true;
    shut = true;
    reader.close();
    done(error, answer);
  };
  const interrupted = () => {
    if (settled) return;
    output.write('\n');
    settle(new Interrupted());
  };
  reader.on('SIGINT', interrupted);
  reader.on('close', interrupted);
  if (secret) {
    output.write(question);
    shut = true;
  }
  reader.question(secret ? '' : question, (answer) => {
    if (secret) output.write('\n');
    settle(undefined, answer);
  });
  return () => settle(new Interrupted());
}
