/**
 * The deploy's only contact with the person running it: text out, answers in. Kept behind this
 * small interface so the tests can read everything the deploy says and answer its questions
 * without a terminal.
 */
import { createInterface } from 'node:readline/promises';

export interface DeployIo {
  /** Writes `text` as it is (add the newline yourself). */
  write(text: string): void;
  /** Whether someone can answer questions: standard input is a terminal. */
  interactive: boolean;
  /** Asks one question and resolves with the answer as typed. */
  ask(question: string): Promise<string>;
}

/** The process's terminal: stdout for text, a readline prompt for questions. */
export function terminalIo(): DeployIo & { close(): void } {
  let prompt: ReturnType<typeof createInterface> | undefined;
  return {
    write: (text) => void process.stdout.write(text),
    interactive: process.stdin.isTTY === true,
    ask: (question) => {
      prompt ??= createInterface({ input: process.stdin, output: process.stdout });
      return prompt.question(question);
    },
    close: () => prompt?.close(),
  };
}
