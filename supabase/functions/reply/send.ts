/**
 * `POST /functions/v1/reply`: records the owner's reply (public.begin_reply, as the caller, so
 * the database decides who the owner is), emails it to the address stored with the message, and
 * records how that went (public.finish_reply). A reply already sent, or being sent, under the same
 * idempotency key is answered as it is and not sent again.
 */
import type { StoredReply } from '../../../src/shared/reply.ts';
import { deliver } from '../_shared/delivery.ts';
import { json } from '../_shared/json.ts';
import { readBegun, readStoredReply, type BegunReply } from './context.ts';
import { renderReplyEmail } from './email.ts';
import { MESSAGES, refusal, replyError } from './errors.ts';
import { readSendRequest } from './request.ts';
import type { Route } from './route.ts';

export const sendReply: Route = async ({ raw, db, settings, cors, delivery }) => {
  const request = readSendRequest(raw);
  if ('error' in request) return replyError('bad_request', request.error, 400, cors);

  let begun: BegunReply;
  try {
    begun = readBegun(
      await db.rpc('begin_reply', {
        message_id: request.messageId,
        idempotency_key: request.idempotencyKey,
        subject: request.subject,
        body: request.body,
        language: request.language,
      }),
    );
  } catch (error) {
    return refusal(error, cors) ?? unavailable(error, cors);
  }
  if (begun.already) return json({ reply: begun.reply }, 200, cors);

  const email = settings.email;
  const rendered = email
    ? renderReplyEmail(begun.reply, begun.context, { ...email, ...settings })
    : { error: MESSAGES.emailOff };
  const result =
    'error' in rendered
      ? ({ ok: false, error: rendered.error } as const)
      : await deliver(rendered, {
          apiUrl: email!.apiUrl,
          apiKey: email!.apiKey,
          // The composer's key: a provider that got a try whose answer was lost sends it once.
          idempotencyKey: request.idempotencyKey,
          ...delivery,
        });
  if (!result.ok) console.error(`[reply] reply ${begun.id} not sent: ${result.error}`);

  let finished: StoredReply;
  try {
    finished = readStoredReply(
      await db.rpc('finish_reply', {
        id: begun.id,
        sent: result.ok,
        ...(result.ok ? { provider_id: result.id ?? undefined } : { error: result.error }),
      }),
    );
  } catch (error) {
    // The email's fate stands; the row stays 'sending' until a retry finds it ten minutes old.
    console.error(`[reply] reply ${begun.id} not finished: ${(error as Error).message}`);
    if (result.ok) return json({ reply: begun.reply }, 200, cors);
    return refusal(error, cors) ?? unavailable(error, cors);
  }
  return result.ok
    ? json({ reply: finished }, 200, cors)
    : replyError('send_failed', result.error, 502, cors, finished);
};

function unavailable(error: unknown, cors: Record<string, string>): Response {
  console.error(`[reply] database: ${(error as Error).message}`);
  return replyError('unavailable', MESSAGES.unavailable, 503, cors);
}
