import { ErrorFallback, LazyBoundary, type FallbackProps } from '../../../components/ErrorBoundary';
import { buttonClasses } from '../../../components/ui/buttonClasses';
import { ButtonSpinner } from '../../../components/ui/Spinner';
import { adminTexts } from '../../../content/admin';
import { MailAppLink } from './MailAppLink';
import type { ReplyComposerProps } from './reply/ReplyComposer';

const texts = adminTexts.composer;

// The reply form and the words of every language it writes in are a chunk of their own, fetched
// when the owner first presses Reply: the inbox's first load carries none of it.
const loadComposer = () => import('./reply/ReplyComposer');

/** In the form's place when its code could not load: try again, the mail app, or close. */
function ComposerUnavailable({
  retry,
  retries,
  message,
  onClose,
}: FallbackProps & Pick<ReplyComposerProps, 'message' | 'onClose'>) {
  return (
    <div className="mt-5 space-y-3">
      <ErrorFallback retry={retry} focus={retries > 0} title={texts.unavailable}>
        {adminTexts.insights.retryHint}
      </ErrorFallback>
      <div className="flex flex-wrap items-center gap-2">
        <MailAppLink message={message} />
        <button
          type="button"
          onClick={() => onClose(false)}
          className={buttonClasses('quiet', 'xs', 'ms-auto')}
        >
          {adminTexts.cancel}
        </button>
      </div>
    </div>
  );
}

/** The card's reply form (ReplyComposer), loaded on first use. */
export function ReplyPanel(props: ReplyComposerProps) {
  return (
    <LazyBoundary<ReplyComposerProps>
      load={loadComposer}
      props={props}
      loading={
        <p role="status" className="mt-5 flex items-center gap-2 text-sm text-muted">
          <ButtonSpinner />
          {texts.loading}
        </p>
      }
      fallback={(failure) => (
        <ComposerUnavailable {...failure} message={props.message} onClose={props.onClose} />
      )}
    />
  );
}
