import type { PGlite } from '@electric-sql/pglite';

/**
 * What pg_net's and pg_cron's background workers do on a hosted project, done by the local
 * backend's process for the stand-ins in extensions.sql.
 */

/** How many queued requests one pass sends at once. */
const BATCH_SIZE = 50;

interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

interface Answer {
  status: number | null;
  contentType: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timedOut: boolean;
  error: string | null;
}

/**
 * Sends the requests `net.http_post` queued, after their transaction committed (the queue only
 * ever holds committed rows), and records each answer in `net._http_response`, as pg_net does. No
 * retries: pg_net has none either.
 */
export class PgNetWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly pg: PGlite,
    private readonly pollMs = 200,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.kick(), this.pollMs);
    this.timer.unref();
  }

  /** Sends what is queued now; resolves when the queue is empty (answers may queue more). */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.sendBatch()) > 0);
        } while (this.again && !this.stopped);
      } catch (error) {
        if (!this.stopped) console.error('[local-backend] pg_net:', (error as Error).message);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Stops polling and waits for the requests in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async sendBatch(): Promise<number> {
    const { rows } = await this.pg.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit $1)
       returning id::text, method, url, headers, body, timeout_milliseconds`,
      [BATCH_SIZE],
    );
    await Promise.all(rows.map((request) => this.send(request)));
    return rows.length;
  }

  private async send(request: QueuedRequest): Promise<void> {
    const answer = await perform(request);
    await this.pg.query(
      `insert into net._http_response
         (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        request.id,
        answer.status,
        answer.contentType,
        answer.headers === null ? null : JSON.stringify(answer.headers),
        answer.content,
        answer.timedOut,
        answer.error,
      ],
    );
  }
}

async function perform(request: QueuedRequest): Promise<Answer> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ? Buffer.from(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeout_milliseconds),
    });
    return {
      status: response.status,
      contentType: response.headers.get('content-type'),
      headers: headersObject(response.headers),
      content: await response.text(),
      timedOut: false,
      error: null,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    const cause = (error as Error & { cause?: Error }).cause;
    return {
      status: null,
      contentType: null,
      headers: null,
      content: null,
      timedOut,
      error: timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : (cause?.message ?? (error as Error).message),
    };
  }
}

function headersObject(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  headers.forEach((value, name) => {
    result[name] = value;
  });
  return result;
}

/**
 * Runs the jobs in `cron.job` on their schedule, as pg_cron does (in UTC). The stand-in
 * understands the schedules the migrations use: `* * * * *`, `*\/N * * * *` (every N minutes),
 * `M * * * *` (hourly at minute M) and `M H * * *` (daily at H:M).
 */
export class CronRunner {
  private timer: NodeJS.Timeout | undefined;
  private readonly warned = new Set<string>();

  constructor(
    private readonly pg: PGlite,
    /** Called after each run (the jobs' net.http_post calls are then ready to send). */
    private readonly afterRun: () => void,
  ) {}

  start(): void {
    // Each run at the top of a minute, like cron.
    const tick = () => {
      this.timer = setTimeout(
        () => {
          void this.runDue(new Date());
          tick();
        },
        60_000 - (Date.now() % 60_000),
      );
      this.timer.unref();
    };
    tick();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** Runs every active job due at `now` (every job when `all`); returns the names of those it ran. */
  async runDue(now: Date, all = false): Promise<string[]> {
    const { rows } = await this.pg.query<{ jobname: string; schedule: string; command: string }>(
      'select jobname, schedule, command from cron.job where active order by jobid',
    );
    const ran: string[] = [];
    for (const job of rows) {
      if (!all && !this.isDue(job.jobname, job.schedule, now)) continue;
      try {
        await this.pg.exec(job.command);
        ran.push(job.jobname);
      } catch (error) {
        console.error(`[local-backend] cron job ${job.jobname} failed:`, (error as Error).message);
      }
    }
    this.afterRun();
    return ran;
  }

  private isDue(name: string, schedule: string, now: Date): boolean {
    const every = everyMinutes(schedule);
    if (every !== null) return now.getUTCMinutes() % every === 0;
    const hourly = hourlyAt(schedule);
    if (hourly !== null) return now.getUTCMinutes() === hourly;
    const daily = dailyAt(schedule);
    if (daily !== null) {
      return now.getUTCHours() === daily.hour && now.getUTCMinutes() === daily.minute;
    }
    if (!this.warned.has(name)) {
      this.warned.add(name);
      console.warn(`[local-backend] cron job ${name}: schedule "${schedule}" is not supported`);
    }
    return false;
  }
}

/** M for `M * * * *` (hourly at minute M); null for any other schedule. */
export function hourlyAt(schedule: string): number | null {
  const match = /^(\d{1,2})\s+\*\s+\*\s+\*\s+\*$/.exec(schedule.trim());
  if (!match) return null;
  const minute = Number(match[1]);
  return minute <= 59 ? minute : null;
}

/** The time of day of `M H * * *` (UTC); null for any other schedule. */
export function dailyAt(schedule: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2})\s+(\d{1,2})\s+\*\s+\*\s+\*$/.exec(schedule.trim());
  if (!match) return null;
  const minute = Number(match[1]);
  const hour = Number(match[2]);
  return minute <= 59 && hour <= 23 ? { hour, minute } : null;
}

/** N for `* * * * *` (1) and `*\/N * * * *`; null for any other schedule. */
export function everyMinutes(schedule: string): number | null {
  const match = /^\*(?:\/(\d{1,2}))?\s+\*\s+\*\s+\*\s+\*$/.exec(schedule.trim());
  if (!match) return null;
  const every = match[1] === undefined ? 1 : Number(match[1]);
  return every >= 1 && every <= 59 ? every : null;
}
