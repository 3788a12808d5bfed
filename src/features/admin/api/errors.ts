/**
 * The admin page's one error path. Every call in this folder that can fail visibly rejects with
 * an AdminError, whose message is one of the texts of `adminTexts.errors` (src/content), whatever
 * went wrong: no network, the Supabase client's code failed to download, the database refused, an
 * answer of the wrong shape, or a bug. The screens show an AdminError's message as it is; the
 * error that caused it is kept as its `cause`, for the console, and is never shown.
 */

/** A failed admin call, with the text the page shows for it. */
export class AdminError extends Error {
  constructor(text: string, options?: { cause?: unknown }) {
    super(text, options);
    this.name = 'AdminError';
  }
}

/**
 * Runs one admin call. Whatever it throws becomes an AdminError with `text`, unless it already is
 * an AdminError (a call that chose a more precise text, such as 'Invalid password').
 */
export async function failsWith<T>(text: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw error instanceof AdminError ? error : new AdminError(text, { cause: error });
  }
}
