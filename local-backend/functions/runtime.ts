import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Runs Edge Functions the way Supabase does: each `supabase/functions/<name>/index.ts` in its own
 * Deno process (the binary from the npm package `deno`), started on the first call and serving
 * `Deno.serve` on a free port. What runs locally is exactly what `supabase functions deploy`
 * ships, with the environment a hosted function gets (SUPABASE_URL and the keys) plus this
 * machine's settings.
 */

/** How long a function may take to start listening. */
const START_TIMEOUT_MS = 20_000;

/** `deno` from node_modules (the npm package ships the binary). */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('deno/package.json')), 'deno');
}

/** Function names as Supabase allows them; `_shared` and the like are not functions. */
const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

interface Running {
  child: ChildProcess;
  url: string;
}

export class FunctionRuntime {
  private readonly running = new Map<string, Promise<Running>>();
  private closed = false;

  constructor(
    private readonly functionsDir: string,
    /** The environment every function process gets. */
    private readonly env: () => Record<string, string | undefined>,
  ) {}

  /** Whether `<functionsDir>/<name>/index.ts` exists. */
  has(name: string): boolean {
    return FUNCTION_NAME.test(name) && existsSync(this.entry(name));
  }

  /** The base URL of the function's process, starting it if it is not running. */
  async url(name: string): Promise<string> {
    if (this.closed) throw new Error('The local backend is closing');
    let started = this.running.get(name);
    if (!started) {
      started = this.start(name);
      this.running.set(name, started);
      // A start that failed is tried again on the next call.
      started.catch(() => this.running.delete(name));
    }
    return (await started).url;
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.running.values()];
    this.running.clear();
    await Promise.all(
      all.map(async (started) => {
        const { child } = await started.catch(() => ({ child: null }));
        if (!child || child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
  }

  private entry(name: string): string {
    return join(this.functionsDir, name, 'index.ts');
  }

  private start(name: string): Promise<Running> {
    const child = spawn(
      denoBinary(),
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--no-prompt',
        // A request's signal aborts only when its caller hangs up, not after every answer too
        // (Deno's legacy behaviour, which it warns about): the chat function stops on it.
        '--unstable-no-legacy-abort',
        this.entry(name),
      ],
      {
        env: {
          ...this.env(),
          // Deno.serve() listens where this says; port 0 picks a free one.
          DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0',
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return new Promise<Running>((resolve, reject) => {
      let output = '';
      let listening = false;
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(
          new Error(`Function ${name} did not start within ${START_TIMEOUT_MS} ms:\n${output}`),
        );
      }, START_TIMEOUT_MS);
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (listening) {
          // The function's own logs, as `supabase functions serve` shows them.
          process.stderr.write(prefixLines(`[functions:${name}] `, text));
          return;
        }
        output += text;
        const match = /Listening on (http:\/\/[^\s/]+)\//.exec(output);
        if (match?.[1]) {
          listening = true;
          clearTimeout(timer);
          const rest = output.slice(output.indexOf(match[0]) + match[0].length).trimStart();
          if (rest) process.stderr.write(prefixLines(`[functions:${name}] `, rest));
          resolve({ child, url: match[1] });
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        // The next call starts it again.
        this.running.delete(name);
        if (!listening) {
          reject(
            new Error(`Function ${name} exited (${signal ?? code}) before listening:\n${output}`),
          );
        } else if (!this.closed) {
          console.error(`[local-backend] function ${name} stopped (${signal ?? code})`);
        }
      });
    });
  }
}

function prefixLines(prefix: string, text: string): string {
  return text
    .split('\n')
    .filter((line, index, lines) => line !== '' || index < lines.length - 1)
    .map((line) => `${prefix}${line}\n`)
    .join('');
}
