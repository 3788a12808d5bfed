import { LogOut } from 'lucide-react';
import { useState, type ReactNode, type Ref } from 'react';
import { adminTexts } from '../../content/admin';
import { Button } from '../../components/ui/Button';

interface ViewHeaderProps {
  titleId: string;
  /** The heading takes focus when a view wants the reader back at its top. */
  headingRef: Ref<HTMLHeadingElement>;
  heading: string;
  /** The line under the heading; none while it is not known. */
  summary?: string | null;
  onLogout: () => Promise<void>;
  /** The view's own controls, after Logout in the page's order (Tab from the heading reaches
   * Logout first). */
  children?: ReactNode;
}

/** The top of an /admin view (Messages, Insights): its heading, a line under it, and Logout. */
export function ViewHeader({
  titleId,
  headingRef,
  heading,
  summary,
  onLogout,
  children,
}: ViewHeaderProps) {
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    await onLogout();
  };

  return (
    <header className="flex flex-wrap items-start justify-between gap-4 border-b border-contrast/10 pb-6 sm:items-end">
      <div>
        <h1
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight focus:outline-none sm:text-4xl"
        >
          {heading}
        </h1>
        {summary && <p className="mt-2 text-sm text-muted">{summary}</p>}
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={logout}
        disabled={loggingOut}
        loading={loggingOut}
        icon={<LogOut aria-hidden="true" className="size-4" />}
      >
        {adminTexts.inbox.logout}
      </Button>
      {children}
    </header>
  );
}
