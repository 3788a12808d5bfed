import { CircleAlert } from 'lucide-react';

/** A red error box that screen readers announce as soon as it appears. */
export function ErrorBox({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-danger-text"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <span>{message}</span>
    </p>
  );
}
