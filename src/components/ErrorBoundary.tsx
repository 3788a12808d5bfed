import { CircleAlert, RefreshCw } from 'lucide-react';
import {
  Component,
  createElement,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ContentContext } from '../i18n/contentContext';
import { Button } from './ui/Button';

/** What a boundary's fallback is given: what failed, and a way to try again. */
export interface FallbackProps {
  error: unknown;
  /** Clears the error and renders the children again (after the boundary's `onRetry`). */
  retry: () => void;
  /** How many times "Try again" was pressed: a fallback shown after a retry may take focus. */
  retries: number;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children once one of them threw while rendering (or failed to load). */
  fallback: (props: FallbackProps) => ReactNode;
  /** Called on "Try again" before the children render again, e.g. to load their code anew. */
  onRetry?: () => void;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  retries: number;
}

/**
 * Keeps a part of the page that failed (a chunk that did not download, a component that threw)
 * from taking the whole page down: its `fallback` shows in that part's place instead, with a
 * retry that renders the part again. React itself reports each error caught to the console.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { failed: false, error: null, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState(({ retries }) => ({ failed: false, error: null, retries: retries + 1 }));
  };

  render() {
    const { failed, error, retries } = this.state;
    if (failed) return this.props.fallback({ error, retry: this.retry, retries });
    return this.props.children;
  }
}

interface LazyBoundaryProps<P extends object> {
  /** Loads the part's code, e.g. `() => import('./pages/AdminPage')`. Read on mount. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** The props the loaded component is rendered with (none by default). */
  props?: P;
  /** Shown while the code loads. */
  loading?: ReactNode;
  fallback: ErrorBoundaryProps['fallback'];
}

/**
 * A lazily loaded part of the page inside its own ErrorBoundary, whose "Try again" loads the code
 * again. React keeps a lazy component's failed load for good, so a retry must make a new lazy
 * component: with the old one, a chunk that failed once (a phone's connection dropped) would fail
 * until the page is reloaded. A load that succeeded is cached by the browser, so a retry after a
 * render error costs no download.
 */
export function LazyBoundary<P extends object>({
  load,
  props = {} as P,
  loading = null,
  fallback,
}: LazyBoundaryProps<P>) {
  const [loader] = useState(() => load);
  const [part, setPart] = useState(() => ({ Component: lazy(loader) }));
  const reload = useCallback(() => setPart({ Component: lazy(loader) }), [loader]);

  return (
    <ErrorBoundary fallback={fallback} onRetry={reload}>
      <Suspense fallback={loading}>{createElement(part.Component, props)}</Suspense>
    </ErrorBoundary>
  );
}

interface ErrorFallbackProps {
  retry: () => void;
  /** Moves focus to "Try again" when shown: after a retry that failed again. */
  focus?: boolean;
  /** What failed, in a few words. */
  title?: string;
  /** What the visitor can do about it. */
  children?: ReactNode;
  /** The button's word, for a part that shows without the page's content (an island's props). */
  tryAgain?: string;
  className?: string;
}

/**
 * The site's fallback for a part that could not load: a short text in a quiet red box, announced
 * when it appears, and a real "Try again" button.
 */
export function ErrorFallback({
  retry,
  focus = false,
  title,
  children,
  tryAgain,
  className = '',
}: ErrorFallbackProps) {
  const texts = useContext(ContentContext)?.ui.errorFallback;
  title ??= texts?.title;
  children ??= texts?.hint;
  tryAgain ??= texts?.tryAgain;
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The button that was pressed is gone while the code loads again; when that failed too, focus
  // returns to the button that does the same thing.
  useEffect(() => {
    if (focus) buttonRef.current?.focus();
  }, [focus]);

  return (
    <div
      role="alert"
      className={`rounded-2xl border border-danger/30 bg-danger/10 p-5 text-sm text-danger-text ${className}`}
    >
      <p className="flex items-start gap-3 font-semibold text-strong">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        {title}
      </p>
      <p className="mt-1.5 ps-7 text-danger-text">{children}</p>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="xs"
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        onClick={retry}
        className="mt-4 ms-7"
      >
        {tryAgain}
      </Button>
    </div>
  );
}
