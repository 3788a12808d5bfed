import { config } from '../../../lib/config';
import type { Brief } from '../../../shared/brief';
import type { SpamSignals } from '../../../lib/spamSignals';
import type { HistoryTurn } from './request-reply';

/** How long storing a hand-over may take before the widget gives up (an AI summary included). */
export const HANDOFF_TIMEOUT_MS = 30_000;

/** What the chat sends to the owner: the visitor, their line, the brief and the conversation. */
export interface HandoffRequest {
  /** Made once per hand-over and sent again on a retry: the database stores it once. */
  id: string;
  /** The chat's id: the function signed the transcript's replies for it. */
  conversation: string;
  name: string;
  email: string;
  note: string;
  /** The page's language code ('en', 'fr', 'ar'). */
  language: string;
  brief: Brief;
  /**
   * The whole conversation as the function signed it: each signed reply after the visitor's turns
   * it answered, then the visitor's turns after the last reply (signedChain.ts).
   */
  transcript: readonly HistoryTurn[];
  signals: SpamSignals;
}

/** The chat function refused or failed the hand-over: its HTTP status, and its words if any. */
export class HandoffError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage?: string,
  ) {
    super(`The hand-over failed: ${status}${serverMessage ? ` (${serverMessage})` : ''}`);
    this.name = 'HandoffError';
  }
}

/**
 * Hands the conversation to the owner: `POST /functions/v1/chat/handoff`, the chat function's
 * sub-path, with the project's publishable key as the chat sends it. Resolves once the message is
 * stored (201, also for a retry of a stored id); rejects with a HandoffError for an answer that is
 * not OK, and with whatever failed otherwise (no network, the time limit).
 */
export async function sendHandoff(request: HandoffRequest): Promise<void> {
  const response = await fetch(`${config.supabaseUrl}/functions/v1/chat/handoff`, {
    method: 'POST',
    headers: { apikey: config.supabaseKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal: AbortSignal.timeout(HANDOFF_TIMEOUT_MS),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  throw new HandoffError(response.status, typeof body?.error === 'string' ? body.error : undefined);
}
