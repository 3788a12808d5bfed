import { MessageCircle, X } from 'lucide-react';
import { useCallback, useId, useRef, useState, type ComponentProps } from 'react';
import { GRADIENT } from '../../components/ui/buttonClasses';
import { ErrorFallback, LazyBoundary, type FallbackProps } from '../../components/ErrorBoundary';
import { ContentContext } from '../../i18n/contentContext';
import { loadPageContent } from '../../i18n/pageContent';
import { trackVisit } from '../../lib/visits/track';
import type ChatPanel from './ChatPanel';

// The panel, its conversation, its network call and the page's words load on the first open:
// the page does not pay for a chat the visitor may never use.
const loadChatPanel = () =>
  Promise.all([import('./ChatPanel'), loadPageContent()]).then(([panel, content]) => ({
    default: (props: ComponentProps<typeof ChatPanel>) => (
      <ContentContext value={content}>
        <panel.default {...props} />
      </ContentContext>
    ),
  }));

/**
 * What the launcher shows, in plain values: it is an island that hydrates in the first view
 * without the page's words (src/islands/ChatIsland.tsx), so its props travel in the page
 * (chatWidgetProps.ts makes them from the content).
 */
export interface ChatWidgetProps {
  email: string;
  texts: {
    openChat: string;
    closeChat: string;
    loading: string;
    unavailable: { title: string; beforeEmail: string; afterEmail: string };
    tryAgain: string;
  };
}

const panelBoxClasses =
  'fixed end-5 bottom-24 z-50 w-[min(24rem,calc(100vw-2.5rem))] rounded-2xl border border-contrast/10 bg-panel shadow-2xl shadow-shade/50';

/**
 * Shown in the panel's place while its code loads, with the panel's id: the launcher names it in
 * `aria-controls` from the first press, and an id that names nothing is an error to a screen
 * reader (and to axe).
 */
function ChatLoading({ id, open, label }: { id: string; open: boolean; label: string }) {
  return (
    <div
      id={id}
      hidden={!open}
      role="status"
      className={`${panelBoxClasses} flex h-40 items-center justify-center`}
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-accent border-t-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

interface ChatUnavailableProps extends FallbackProps, ChatWidgetProps {
  id: string;
  open: boolean;
}

/**
 * Shown in the panel's place when its code could not load (offline, or a newer deploy) or the
 * panel broke. "Try again" loads it anew; the owner's email is the way around it.
 */
function ChatUnavailable({ id, open, retry, retries, email, texts }: ChatUnavailableProps) {
  return (
    <div id={id} hidden={!open} className={`${panelBoxClasses} p-3`}>
      <ErrorFallback
        retry={retry}
        focus={retries > 0}
        title={texts.unavailable.title}
        tryAgain={texts.tryAgain}
      >
        {texts.unavailable.beforeEmail}
        <a href={`mailto:${email}`} dir="ltr" className="font-medium text-accent-strong underline">
          {email}
        </a>
        {texts.unavailable.afterEmail}
      </ErrorFallback>
    </div>
  );
}

/**
 * The chat's floating launcher, the only chat code in the main bundle. The panel mounts on the
 * first open and then stays mounted, hidden while closed, so closing and reopening keeps the
 * conversation. A panel that cannot load (or breaks) shows a way to try again in its place, and
 * the rest of the page carries on.
 */
export function ChatWidget({ email, texts }: ChatWidgetProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const toggle = () => {
    // The first open of this page's visit counts in the owner's Insights.
    if (!loaded) trackVisit('chat_opened');
    setLoaded(true);
    setOpen((isOpen) => !isOpen);
  };

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        aria-label={open ? texts.closeChat : texts.openChat}
        className={`fixed end-5 bottom-5 z-50 inline-flex size-14 items-center justify-center rounded-full ${GRADIENT} transition hover:scale-105 hover:brightness-110 motion-reduce:hover:scale-100`}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
      {loaded && (
        <LazyBoundary
          load={loadChatPanel}
          props={{ id: panelId, open, onClose: close }}
          loading={<ChatLoading id={panelId} open={open} label={texts.loading} />}
          fallback={(failure) => (
            <ChatUnavailable id={panelId} open={open} email={email} texts={texts} {...failure} />
          )}
        />
      )}
    </>
  );
}
