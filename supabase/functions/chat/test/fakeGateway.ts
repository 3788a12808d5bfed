/**
 * A fake OpenAI-compatible gateway for the chat tests: a real HTTP server on 127.0.0.1 that
 * records every request and answers what the test asked for.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  body: unknown;
}

export type FakeAnswer =
  /** 200 with a completion whose first choice says `content`. */
  | { reply: string }
  /** 200 with a completion that has no content. */
  | { noContent: true }
  /** Any status and raw body. */
  | { status: number; body: string; contentType?: string }
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

export async function startFakeGateway(): Promise<FakeGateway> {
  const requests: RecordedRequest[] = [];
  let answer: FakeAnswer = { reply: 'Hello from the fake gateway.' };

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
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });

      if ('hang' in answer) return;
      if ('hangAfterHeaders' in answer) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"id":"gen-');
        return;
      }
      if ('status' in answer) {
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
        res.end(answer.body);
        return;
      }
      const content = 'reply' in answer ? answer.reply : null;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(content)));
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
