import { firstName } from '../../../../src/content/profile.ts';
import { clientAddress } from '../../_shared/clientAddress.ts';
import { RpcError } from '../../_shared/database.ts';
import { json, jsonError } from '../../_shared/json.ts';
import { ERRORS } from '../errors.ts';
import { callGateway, sentCharacters } from '../gateway.ts';
import {
  cutToLine,
  firstQuestion,
  handoffRecord,
  MAX_HANDOFF_BYTES,
  readHandoff,
  summaryPrompt,
  summaryTail,
  type Handoff,
} from '../handoff.ts';
import { readOrRefuse, tooMany, type RouteRequest } from './context.ts';

/**
 * `POST .../chat/handoff`: stores the conversation the visitor hands to the owner as one message
 * from the chat (handoff.ts). The database guards it as it guards the form
 * (public.receive_chat_handoff) and stores it with the visitor's first question as its summary;
 * only then, once for a new hand-over in the inbox, the AI writes a better one when a key is set
 * and the day's budget allows, and public.complete_chat_handoff puts it in and asks for the
 * owner's email. A refused or repeated hand-over costs no gateway call. 201 when stored (again on
 * a retry of the same id).
 */
export async function handOff(request: RouteRequest): Promise<Response> {
  const { req, cors } = request;
  const read = await readOrRefuse(request, MAX_HANDOFF_BYTES, readHandoff);
  if ('refused' in read) return read.refused;
  const handoff = read.body;

  let receipt: Receipt;
  try {
    receipt = readReceipt(
      await request.database().rpc('receive_chat_handoff', {
        client_address: clientAddress(req),
        handoff: handoffRecord(handoff, firstQuestion(handoff.transcript)),
      }),
    );
  } catch (error) {
    if (error instanceof RpcError && error.status === 429) {
      return tooMany(request, 60, error.databaseMessage ?? ERRORS.tooManyMessages);
    }
    if (error instanceof RpcError && error.status === 400) {
      console.warn(`[chat] hand-over refused by the database: ${error.code ?? error.status}`);
      return jsonError(ERRORS.handoffRefused, 400, cors.headers);
    }
    console.error(`[chat] hand-over not stored: ${(error as Error).message}`);
    return jsonError(ERRORS.handoffFailed, 502, cors.headers);
  }
  if (receipt.stored === 'new') {
    const summary = receipt.status === 'inbox' ? await summarize(request, handoff) : null;
    await completeHandoff(request, handoff.id, summary);
  }
  return json({ stored: true, id: handoff.id }, 201, cors.headers);
}

/**
 * The AI's one-line summary of a hand-over, or null when no key is set, the day's budget has no
 * room (it is one gateway call, counted as a turn, over the end of the conversation only), or
 * the gateway fails or takes too long: the visitor's first question then stays the summary.
 */
async function summarize(request: RouteRequest, handoff: Handoff): Promise<string | null> {
  const { settings } = request;
  if (!settings.apiKey) return null;
  const gatewayRequest = request.gatewayRequest(
    summaryPrompt(firstName),
    summaryTail(handoff.transcript),
    'Write the note about the conversation above.',
  );
  const turn = await request.takeTurn(sentCharacters(gatewayRequest));
  if (!turn.allowed || !turn.gateway) return null;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(new Error('summary timed out')), settings.timeoutMs);
  try {
    const result = await callGateway(request.fetch, gatewayRequest, stop.signal);
    if (!result.ok) {
      console.error(`[chat] summary: ${result.reason}`);
      return null;
    }
    let written = '';
    for await (const piece of result.text) {
      written += piece;
      if (written.length > 2000) break;
    }
    return cutToLine(written) || null;
  } catch (error) {
    console.error(`[chat] summary failed: ${(error as Error).message}`);
    return null;
  } finally {
    clearTimeout(timer);
    if (!stop.signal.aborted) stop.abort(new Error('summary over'));
  }
}

/**
 * Puts the AI's summary in (none: the first question stays) and asks for the owner's email. A
 * failure is logged only: the database emails the owner about the hand-over by itself a minute
 * later, with the first question as its summary.
 */
async function completeHandoff(request: RouteRequest, id: string, summary: string | null) {
  try {
    await request.database().rpc('complete_chat_handoff', {
      message_id: id,
      ...(summary !== null && { summary }),
    });
  } catch (error) {
    console.error(`[chat] hand-over not completed: ${(error as Error).message}`);
  }
}

/** What public.receive_chat_handoff answers: whether the hand-over is new, and where it went. */
interface Receipt {
  stored: 'new' | 'retry' | undefined;
  status: 'inbox' | 'spam' | undefined;
}

function readReceipt(answer: unknown): Receipt {
  const { stored, status } = (answer ?? {}) as { stored?: unknown; status?: unknown };
  return {
    stored: stored === 'new' || stored === 'retry' ? stored : undefined,
    status: status === 'inbox' || status === 'spam' ? status : undefined,
  };
}
