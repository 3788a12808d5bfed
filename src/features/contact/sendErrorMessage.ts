/** Shown when sending failed with an Error that carries no message (spec section 4). */
export const SEND_ERROR_FALLBACK = 'There was an error sending your message. Please try again.';

/** Shown when sending failed with something that is not an Error (spec section 8). */
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** The text of the red banner after a failed send. */
export function describeSendError(error: unknown): string {
  if (error instanceof Error) return error.message || SEND_ERROR_FALLBACK;
  return UNKNOWN_ERROR_MESSAGE;
}
