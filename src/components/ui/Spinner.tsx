import { Loader2 } from 'lucide-react';

/** A centred spinner for a part of the page that is loading; screen readers hear its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-16">
      <Loader2
        aria-hidden="true"
        className="size-8 animate-spin text-accent motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The small spinner a button shows in its icon's place while its action runs. */
export function ButtonSpinner() {
  return <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />;
}
