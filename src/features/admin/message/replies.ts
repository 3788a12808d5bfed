import type { ListedReply } from '../api/types';

/** A reply's time for sorting: its creation, or after every dated one when it has none. */
function sortKey(reply: ListedReply): number {
  const time = Date.parse(reply.created_at);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * A card's replies, oldest first: those the list carried (`listed`, which a backend without the
 * embedding leaves out) and those sent from the card since (`added`). A reply in both is one: the
 * card's newer copy stands (a failed reply sent again), unless the list already says it was sent.
 */
export function mergeReplies(listed: unknown, added: readonly ListedReply[]): ListedReply[] {
  const byId = new Map<string, ListedReply>();
  for (const reply of Array.isArray(listed) ? (listed as ListedReply[]) : []) {
    byId.set(reply.id, reply);
  }
  for (const reply of added) {
    if (byId.get(reply.id)?.status !== 'sent') byId.set(reply.id, reply);
  }
  return [...byId.values()].sort((a, b) => {
    const [x, y] = [sortKey(a), sortKey(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/** The columns of a stored reply the card keeps, as the list carries them. */
export function listedReply({
  id,
  created_at,
  language,
  subject,
  body,
  status,
  error,
  sent_at,
}: ListedReply): ListedReply {
  return { id, created_at, language, subject, body, status, error, sent_at };
}
