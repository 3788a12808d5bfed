/**
 * "Get a Quote" anywhere on the page (hero, services, header) opens the contact form's brief on
 * the way to #contact. The form is an island that hydrates as it nears the viewport, which can be
 * after the click: a request made before it listens waits for it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;

export function requestQuote(): void {
  if (listeners.size === 0) waiting = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` on every requestQuote() (and at once for one that waited); returns the stop. */
export function onQuoteRequest(listener: Listener): () => void {
  listeners.add(listener);
  if (waiting) {
    waiting = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The static page's "Get a Quote" links (`data-requests-quote`: the hero's, the services') have
 * no component code: one listener on the document asks for the quote for all of them. Returns the
 * function that stops listening.
 */
export function listenForQuoteLinks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.('[data-requests-quote]')) requestQuote();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
