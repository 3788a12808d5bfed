// @vitest-environment node
/**
 * The deploy's terminal, on a stand-in TTY: a secret typed at a prompt is never written back (not
 * as it is typed, not recalled later with the arrow keys), the terminal's own echo is off while
 * it is typed and on again after, and Ctrl-C at a prompt stops the deploy instead of hanging it.
 */
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { Interrupted, terminalIo } from './io';

/** A keyboard: what is written to it is typed; it records the raw modes it is put in. */
class FakeKeyboard extends PassThrough {
  readonly isTTY = true;
  isRaw = false;
  readonly rawModes: boolean[] = [];
  setRawMode(mode: boolean): this {
    this.isRaw = mode;
    this.rawModes.push(mode);
    return this;
  }
}

/** A screen: keeps every byte written to it. */
class FakeScreen extends Writable {
  readonly isTTY = true;
  readonly columns = 80;
  private chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

function terminal() {
  const input = new FakeKeyboard();
  const output = new FakeScreen();
  const io = terminalIo({ input, output });
  /** Types `keys` one at a time, as a person does. */
  const type = (keys: string) => {
    for (const key of keys) input.write(key);
  };
  return { input, output, io, type };
}

const SECRET = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

describe('a secret asked at a terminal', () => {
  it('is read with echo off: the screen shows the question, then only a newline', async () => {
    const { input, output, io, type } = terminal();
    expect(io.interactive).toBe(true);
    const answer = io.ask('SUPABASE_SECRET_KEY (a secret key): ', { secret: true });
    type(`${SECRET}\r`);
    expect(await answer).toBe(SECRET);
    expect(output.text()).toBe('SUPABASE_SECRET_KEY (a secret key): \n');
    // The terminal's echo was off while it was typed, and is on again.
    expect(input.rawModes).toEqual([true, false]);
    expect(input.isRaw).toBe(false);
  });

  it('a pasted secret, and one edited with backspace, come back as meant, unseen', async () => {
    const { input, output, io, type } = terminal();
    const pasted = io.ask('ADMIN_PASSWORD: ', { secret: true });
    // A paste arrives as one chunk.
    input.write('correct horse battery staple\r');
    expect(await pasted).toBe('correct horse battery staple');
    const edited = io.ask('EMAIL_API_KEY: ', { secret: true });
    type('re_typox\x7f\x7fo\r');
    expect(await edited).toBe('re_typo');
    expect(output.text()).toBe('ADMIN_PASSWORD: \nEMAIL_API_KEY: \n');
  });

  it('is not recalled by the arrow keys at a later question, which echoes as usual', async () => {
    const { output, io, type } = terminal();
    const secret = io.ask('SUPABASE_ACCESS_TOKEN: ', { secret: true });
    type('sbp_0123456789abcdef0123456789abcdef01234567\r');
    await secret;
    const plain = io.ask('SITE_URL: ');
    // Up arrow (as a terminal sends it), then Enter.
    type('\x1b[A\r');
    expect(await plain).toBe('');
    const again = io.ask('SITE_URL: ');
    type('https://janedoe.studio\r');
    expect(await again).toBe('https://janedoe.studio');
    const shown = output.text();
    expect(shown).not.toContain('sbp_0123');
    expect(shown).toContain('https://janedoe.studio');
  });

  it('Ctrl-C stops the question with Interrupted, the echo back on and nothing shown', async () => {
    const { input, output, io, type } = terminal();
    const answer = io.ask('CHAT_API_KEY: ', { secret: true });
    type('sk-or-v1-half');
    type('\x03');
    await expect(answer).rejects.toBeInstanceOf(Interrupted);
    expect(input.isRaw).toBe(false);
    expect(output.text()).toBe('CHAT_API_KEY: \n');
  });
});
