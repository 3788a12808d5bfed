/**
 * A row's bar, under its name: as long as its share of the longest row, grown from the start of
 * the line (the right in an RTL page). Decorative: the numbers are in the row.
 */
export function ShareBar({ share }: { share: number }) {
  const width = `${Math.min(1, Math.max(0, share)) * 100}%`;
  return (
    <span aria-hidden="true" className="mt-1.5 block h-1.5 rounded-full bg-contrast/5">
      <span className="block h-full rounded-full bg-accent/70" style={{ width }} />
    </span>
  );
}
