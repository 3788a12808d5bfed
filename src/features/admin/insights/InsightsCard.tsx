import { useId, type ReactNode } from 'react';

interface InsightsCardProps {
  heading: string;
  /** A line under the heading: what the numbers count. */
  intro?: string;
  children: ReactNode;
  className?: string;
}

/** One panel of the Insights view: a section named by its heading, styled as the inbox's cards. */
export function InsightsCard({ heading, intro, children, className = '' }: InsightsCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl border border-contrast/10 bg-panel/80 p-5 sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
