import { assistant } from '../../../src/content/index.ts';
import { clientAddress } from '../_shared/clientAddress.ts';
import { corsFor, type Cors } from '../_shared/cors.ts';
import { serviceRoleDatabase } from '../_shared/database.ts';
import { readEnv, type EnvReader } from '../_shared/env.ts';
import { json, jsonError, jsonText } from '../_shared/json.ts';
import { callGateway } from './gateway.ts';
import { BASE_LANGUAGE, isLanguage, LANGUAGES } from './languages.ts';
import { buildSystemPrompt } from './prompt.ts';
import { postgresChatLimits, type ChatLimits } from './limits.ts';
import { respond } from './responder.ts';
import { MAX_MESSAGE_LENGTH, readSettings, type ChatSettings } from './settings.ts';

export interface ChatHandlerOptions {
  /** Where settings come from; read on every request. Defaults to Deno.env or process.env. */
  env?: EnvReader;
  fetch?: typeof fetch;
  /** Milliseconds since the epoch; the responder's `created` uses it. */
  now?: () => number;
  /** The shared limits; by default counted in the project's Postgres with the service role. */
  limits?: ChatLimits;
}

export const ERRORS = {
  methodNotAllowed: 'Method not allowed. Send a POST with {"message": "..."}.',
  originNotAllowed: 'Origin not allowed',
  notJson: 'The request body must be JSON like {"message": "..."}.',
  noMessage: 'The request needs a "message" text.',
  messageLength: `The message must be between 1 and ${MAX_MESSAGE_LENGTH} characters.`,
  language: `The "language" must be the code of one of the page's languages: ${LANGUAGES.map((code) => `"${code}"`).join(', ')}.`,
  tooLarge: 'The request body is too large.',
  tooManyMessages: 'Too many messages. Please wait a moment and try again.',
  unavailable: 'The assistant is unavailable right now.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** Far more than a 1,000-character message needs, even with every character escaped. */
const MAX_BODY_BYTES = 16 * 1024;
const METHODS = 'POST, OPTIONS';

/**
 * The `chat` Edge Function: takes the visitor's latest text and answers with an OpenAI-style
 * chat completion, from the configured gateway or, with no CHAT_API_KEY, from the built-in
 * responder. The browser decides only the text and the language of its page (which facts the
 * prompt holds, and the language to answer in when the text's own is unclear): model, prompt and
 * limits are fixed here.
 */
export function createChatHandler(
  options: ChatHandlerOptions = {},
): (req: Request) => Promise<Response> {
  const env = options.env ?? readEnv;
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;

  return async (req) => {
    // Until the settings are read, an error answer may be read by any page: it says nothing.
    let cors = corsFor(req, '*', METHODS);
    try {
      const settings = readSettings(env);
      cors = corsFor(req, settings.allowedOrigins, METHODS);
      return await answer(req, settings, cors);
    } catch (error) {
      console.error(`[chat] unexpected ${error instanceof Error ? error.name : 'error'}`);
      return jsonError(ERRORS.unexpected, 500, cors.headers);
    }
  };

  async function answer(req: Request, settings: ChatSettings, cors: Cors): Promise<Response> {
    if (req.method === 'OPTIONS') {
      return cors.allowed
        ? new Response(null, { status: 204, headers: cors.headers })
        : jsonError(ERRORS.originNotAllowed, 403, cors.headers);
    }
    if (!cors.allowed) return jsonError(ERRORS.originNotAllowed, 403, cors.headers);
    if (req.method !== 'POST') {
      return jsonError(ERRORS.methodNotAllowed, 405, { ...cors.headers, Allow: METHODS });
    }

    const turn = await takeTurn(req, settings);
    if (!turn.allowed) {
      return jsonError(ERRORS.tooManyMessages, 429, {
        ...cors.headers,
        'Retry-After': String(turn.retryAfterSeconds),
      });
    }

    const message = await readMessage(req);
    if ('error' in message) return jsonError(message.error, 400, cors.headers);

    if (!settings.apiKey || !turn.gateway) {
      if (settings.apiKey) {
        console.warn(
          `[chat] the daily budget of ${settings.limits.dailyBudget} gateway calls (CHAT_DAILY_LIMIT) is spent or the limits could not be read: answering from the built-in responder`,
        );
      }
      return json(
        localCompletion(respond(message.text, message.language), now()),
        200,
        cors.headers,
      );
    }

    const result = await callGateway(fetchImpl, {
      baseUrl: settings.baseUrl,
      apiKey: settings.apiKey,
      model: settings.model,
      timeoutMs: settings.timeoutMs,
      // The base language's name: a header holds Latin-1 only, which an Arabic name is not.
      title: assistant.chatbotName,
      referer: pageOrigin(req) ?? settings.siteUrl,
      systemPrompt: buildSystemPrompt(message.language),
      userText: message.text,
    });
    if (!result.ok) {
      console.error(`[chat] ${result.reason}`);
      return jsonError(ERRORS.unavailable, 502, cors.headers);
    }
    return jsonText(result.body, 200, cors.headers);
  }

  /**
   * Takes one turn from the shared limits. When they cannot be read (the database is down), the
   * visitor still gets an answer, from the responder: the gateway is never called unmetered.
   */
  async function takeTurn(req: Request, settings: ChatSettings) {
    try {
      const limits =
        options.limits ??
        postgresChatLimits(
          serviceRoleDatabase(settings.supabaseUrl ?? '', settings.serviceRoleKey ?? '', fetchImpl),
        );
      return await limits.take(clientAddress(req), settings.limits);
    } catch (error) {
      console.error(`[chat] limits unavailable: ${(error as Error).message}`);
      return { allowed: true, gateway: false } as const;
    }
  }
}

/** The handler Supabase (index.ts) and the local backend serve. */
export const handler = createChatHandler();

/**
 * The visitor's text from `{ "message": "...", "language": "fr" }`, trimmed, and the code of the
 * page's language (the base language when the field is absent); every other field is ignored.
 */
async function readMessage(
  req: Request,
): Promise<{ text: string; language: string } | { error: string }> {
  if (Number(req.headers.get('content-length')) > MAX_BODY_BYTES) return { error: ERRORS.tooLarge };
  const raw = await req.text();
  if (raw.length > MAX_BODY_BYTES) return { error: ERRORS.tooLarge };
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { error: ERRORS.notJson };
  }
  const { message, language = BASE_LANGUAGE } =
    (body as { message?: unknown; language?: unknown } | null) ?? {};
  if (typeof message !== 'string') return { error: ERRORS.noMessage };
  const text = message.trim();
  if (text.length < 1 || text.length > MAX_MESSAGE_LENGTH) return { error: ERRORS.messageLength };
  if (!isLanguage(language)) return { error: ERRORS.language };
  return { text, language };
}

/** The page that sent the message: its Origin header, else the origin of its Referer. */
function pageOrigin(req: Request): string | undefined {
  for (const value of [req.headers.get('origin'), req.headers.get('referer')]) {
    if (!value) continue;
    try {
      const { origin } = new URL(value);
      if (origin !== 'null') return origin;
    } catch {
      // Not a URL: try the next header.
    }
  }
  return undefined;
}

/** The responder's text in the shape an OpenAI-compatible gateway answers with. */
function localCompletion(content: string, now: number) {
  return {
    id: `local-${crypto.randomUUID()}`,
    object: 'chat.completion',
    created: Math.floor(now / 1000),
    model: 'local-responder',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}
