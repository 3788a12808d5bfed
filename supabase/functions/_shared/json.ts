/** A JSON answer with the given status and extra headers (CORS, Retry-After, ...). */
export function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

/** JSON that is already text (a gateway's answer, passed on unchanged). */
export function jsonText(text: string, status: number, headers: Record<string, string>): Response {
  return new Response(text, {
    status,
    headers: { ...headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}

/** The `{ error }` body every failure path answers with. */
export function jsonError(
  message: string,
  status: number,
  headers: Record<string, string>,
): Response {
  return json({ error: message }, status, headers);
}
