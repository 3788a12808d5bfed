/**
 * `POST /functions/v1/reply/draft`: the text the composer starts a reply from. The message is
 * read as the caller (public.reply_context: the owner only); with an AI key, one completion from
 * the chat's gateway, paid from the chat's daily budget (public.take_gateway_call) before it is
 * asked; else, or when the budget has no room or the gateway fails, the language's template.
 * Nothing is sent or stored.
 */
import { assistant } from '../../../src/content/index.ts';
import { siteUrl } from '../../../src/content/site.ts';
import type { DraftReplyAnswer } from '../../../src/shared/reply.ts';
import { json } from '../_shared/json.ts';
import { complete, sentCharacters, type CompletionRequest } from './completion.ts';
import { readContext, type ReplyContext } from './context.ts';
import { draftMessages, templateDraft, usableDraft } from './draftText.ts';
import { MESSAGES, refusal, replyError } from './errors.ts';
import { readDraftRequest } from './request.ts';
import type { Route, RouteRequest } from './route.ts';

export const draftReply: Route = async (route) => {
  const { raw, db, cors } = route;
  const request = readDraftRequest(raw);
  if ('error' in request) return replyError('bad_request', request.error, 400, cors);

  let message: ReplyContext;
  try {
    message = readContext(await db.rpc('reply_context', { message_id: request.messageId }));
  } catch (error) {
    const refused = refusal(error, cors);
    if (refused) return refused;
    console.error(`[reply] database: ${(error as Error).message}`);
    return replyError('unavailable', MESSAGES.unavailable, 503, cors);
  }

  const written = await aiDraft(route, message, request.language);
  const answer: DraftReplyAnswer = written
    ? { body: written, source: 'ai' }
    : { body: templateDraft(message, request.language), source: 'template' };
  return json(answer, 200, cors);
};

/**
 * The AI's draft, or undefined: no key, no way to count it (a draft is never written unmetered),
 * no room left in the day's budget, or a gateway that failed, took too long or wrote nothing usable.
 */
async function aiDraft(
  { settings, serviceDb, fetch, req }: RouteRequest,
  message: ReplyContext,
  language: string,
): Promise<string | undefined> {
  const { gateway } = settings;
  if (!gateway.apiKey || !serviceDb) return undefined;
  const request: CompletionRequest = {
    baseUrl: gateway.baseUrl,
    apiKey: gateway.apiKey,
    model: gateway.model,
    // The base language's name: a header holds Latin-1 only.
    title: assistant.chatbotName,
    referer: req.headers.get('origin') ?? siteUrl,
    messages: draftMessages(message, language),
  };
  try {
    const room = await serviceDb.rpc('take_gateway_call', {
      daily_budget: gateway.dailyBudget,
      daily_characters: gateway.dailyCharacters,
      characters: sentCharacters(request),
    });
    if (room !== true) {
      console.warn(
        '[reply] the daily gateway budget (CHAT_DAILY_LIMIT, CHAT_DAILY_CHARACTERS) is spent: the draft is the template',
      );
      return undefined;
    }
  } catch (error) {
    console.error(`[reply] gateway budget unavailable: ${(error as Error).message}`);
    return undefined;
  }
  const result = await complete(fetch, request, AbortSignal.timeout(gateway.timeoutMs));
  if (!result.ok) {
    console.error(`[reply] draft: ${result.reason}`);
    return undefined;
  }
  return usableDraft(result.text);
}
