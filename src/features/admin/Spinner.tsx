import { Loader2 } from 'lucide-react';

/** A centred spinner that screen readers announce by its label. */
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
