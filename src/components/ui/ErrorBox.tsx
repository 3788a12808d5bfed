import { CircleAlert } from 'lucide-react';

/** A red error box that screen readers announce as soon as it appears. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-red-400/30 bg-red-500/10 px-4 py-3 text-sm text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-400" />
      <span>{message}</span>
    </p>
  );
}
