import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { adminTexts } from '../../../content/admin';
import { InsightsCard } from './InsightsCard';
import { storedLines } from './storedLines';

interface PanelBoundaryProps {
  /** The panel's heading, kept when the panel could not render. */
  heading: string;
  /** The part of the database's answer the panel shows, listed as it is when the panel failed. */
  stored: unknown;
  /**
   * Renders the panel. A function, called inside the boundary, so that building the panel's rows
   * (naming a language, a country) fails inside it too.
   */
  children: () => ReactNode;
  className?: string;
}

/**
 * One Insights panel that cannot take the view down: when it fails on a value (one stored before
 * the database checked it), its place shows its heading, a short note and its numbers as stored,
 * and the other panels stay.
 */
export function PanelBoundary({ heading, stored, children, className }: PanelBoundaryProps) {
  return (
    <ErrorBoundary
      fallback={() => <UnshownPanel heading={heading} stored={stored} className={className} />}
    >
      <Render>{children}</Render>
    </ErrorBoundary>
  );
}

function Render({ children }: { children: () => ReactNode }) {
  return children();
}

function UnshownPanel({ heading, stored, className }: Omit<PanelBoundaryProps, 'children'>) {
  return (
    <InsightsCard heading={heading} className={className}>
      <div className="rounded-xl border border-warning/20 bg-warning/[0.06] px-3.5 py-3 text-sm">
        <p className="flex items-start gap-2.5 font-medium text-warning-text">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          {adminTexts.insights.unshown}
        </p>
        <ul className="mt-2 space-y-0.5 ps-6.5 text-body tabular-nums">
          {storedLines(stored).map((line, index) => (
            <li key={index} dir="auto" className="wrap-anywhere">
              {line}
            </li>
          ))}
        </ul>
      </div>
    </InsightsCard>
  );
}
