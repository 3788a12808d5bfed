import { MessageCircle, X } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { GRADIENT } from '../../components/ui/buttonClasses';
import { ErrorFallback, LazyBoundary, type FallbackProps } from '../../components/ErrorBoundary';
import { useContent } from '../../i18n/contentContext';
import { trackVisit } from '../../lib/visits/track';

// The panel, its conversation and its network call load on the first open: the page does not
// pay for a chat the visitor may never use.
const loadChatPanel = () => import('./ChatPanel');

const panelBoxClasses =
  'fixed end-5 bottom-24 z-50 w-[min(24rem,calc(100vw-2.5rem))] rounded-2xl border border-contrast/10 bg-panel shadow-2xl shadow-shade/50';

/** Shown in the panel's place while its code loads. */
function ChatLoading() {
  const { ui } = useContent();
  return (
    <div role="status" className={`${panelBoxClasses} flex h-40 items-center justify-center`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-accent border-t-transparent motion-reduce:animate-none"
      />
      <span className="sr-only">{ui.chat.loading}</span>
    </div>
  );
}

interface ChatUnavailableProps extends FallbackProps {
  id: string;
  open: boolean;
}

/**
 * Shown in the panel's place when its code could not load (offline, or a newer deploy) or the
 * panel broke. "Try again" loads it anew; the owner's email is the way around it.
 */
function ChatUnavailable({ id, open, retry, retries }: ChatUnavailableProps) {
  const { profile, ui } = useContent();
  const texts = ui.chat.unavailable;
  return (
    <div id={id} hidden={!open} className={`${panelBoxClasses} p-3`}>
      <ErrorFallback retry={retry} focus={retries > 0} title={texts.title}>
        {texts.beforeEmail}
        <a
          href={`mailto:${profile.email}`}
          dir="ltr"
          className="font-medium text-accent-strong underline"
        >
          {profile.email}
        </a>
        {texts.afterEmail}
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
export function ChatWidget() {
  const { ui } = useContent();
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
        aria-label={open ? ui.chat.closeChat : ui.chat.openChat}
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
          loading={open && <ChatLoading />}
          fallback={(failure) => <ChatUnavailable id={panelId} open={open} {...failure} />}
        />
      )}
    </>
  );
}
