/**
 * A fake OpenAI-compatible gateway for the chat tests and `npm run bench:chat`: a real HTTP server
 * on 127.0.0.1 that records every request and answers what the test asked for. Asked for
 * `stream: true` (as the function asks), it streams server-sent events, as real gateways do.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
  /** When (Date.now()) the request arrived, and each piece of the answer was written. */
  receivedAt: number;
  sentAt: number[];
  /** Resolves when the connection closes; `finished` says whether the whole answer was written. */
  closed: Promise<void>;
  finished: boolean;
}

export type FakeAnswer =
  /**
   * 200 with a completion whose first choice says `reply`: streamed in `pieces` (by default a
   * word each) `paceMs` apart when the request asks for a stream, unless `json` is set (a gateway
   * that ignores `stream: true`); then, and for a request without `stream`, one JSON completion.
   */
  | { reply: string; pieces?: string[]; paceMs?: number; json?: boolean }
  /** 200 with a completion that has no content. */
  | { noContent: true }
  /** Any status and raw body. */
  | { status: number; body: string; contentType?: string }
  /**
   * 200, then these server-sent-event texts exactly as given, `paceMs` apart; `end: false` leaves
   * the connection open after the last (a gateway that stalls).
   */
  | { events: string[]; paceMs?: number; end?: boolean }
  /** Never answers. */
  | { hang: true }
  /** Sends 200 and the start of a body, then stalls. */
  | { hangAfterHeaders: true };

export interface FakeGateway {
  /** e.g. http://127.0.0.1:40123/v1 — what CHAT_BASE_URL should be. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What every following request gets. */
  answerWith(answer: FakeAnswer): void;
  reset(): void;
  close(): Promise<void>;
}

export function completion(content: string | null, model = 'fake/model') {
  return {
    id: 'gen-fake-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [
      {
        index: 0,
        message: content === null ? { role: 'assistant' } : { role: 'assistant', content },
        finish_reason: 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** One `chat.completion.chunk` event, as OpenAI and OpenRouter write them. */
export function chunkEvent(delta: Record<string, unknown>, finishReason: string | null = null) {
  const chunk = {
    id: 'gen-fake-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake/model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** The events of a streamed reply: a role, the pieces, a stop, then [DONE]. */
export function streamEvents(pieces: readonly string[]): string[] {
  return [
    chunkEvent({ role: 'assistant', content: '' }),
    ...pieces.map((content) => chunkEvent({ content })),
    chunkEvent({}, 'stop'),
    'data: [DONE]\n\n',
  ];
}

const wordsOf = (text: string) => text.match(/\s*\S+/g) ?? [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeGateway(): Promise<FakeGateway> {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer = { reply: 'Hello from the fake gateway.' };

  /** Writes `events` one by one, `paceMs` apart, while the client is still there. */
  async function stream(
    res: ServerResponse,
    record: RecordedRequest,
    events: readonly string[],
    paceMs = 0,
    end = true,
  ) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    for (const [index, text] of events.entries()) {
      if (index > 0 && paceMs > 0) await sleep(paceMs);
      if (res.destroyed || res.writableEnded) return;
      res.write(text);
      record.sentAt.push(Date.now());
    }
    if (!end) return;
    res.end();
    record.finished = true;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Keep the raw text.
      }
      const record: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        receivedAt: Date.now(),
        sentAt: [],
        closed: new Promise((resolve) => res.once('close', () => resolve())),
        finished: false,
      };
      requests.push(record);
      const wantsStream = (body as { stream?: unknown } | null)?.stream === true;

      if ('hang' in answer) return;
      if ('hangAfterHeaders' in answer) {
        res.writeHead(200, {
          'content-type': wantsStream ? 'text/event-stream' : 'application/json',
        });
        res.write(wantsStream ? ': waiting\n\n' : '{"id":"gen-');
        return;
      }
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
        res.end(answer.body);
        return;
      }
      if ('events' in answer) {
        void stream(res, record, answer.events, answer.paceMs, answer.end ?? true);
        return;
      }
      const content = 'reply' in answer ? answer.reply : null;
      if (wantsStream && !('json' in answer && answer.json)) {
        const pieces =
          content === null
            ? []
            : 'reply' in answer && answer.pieces
              ? answer.pieces
              : wordsOf(content);
        void stream(res, record, streamEvents(pieces), 'reply' in answer ? answer.paceMs : 0);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(content)));
      record.finished = true;
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(next) {
      answer = next;
    },
    reset() {
      requests.length = 0;
      answer = { reply: 'Hello from the fake gateway.' };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
