import { Loader2 } from 'lucide-react';

/** The inbox's small pill buttons: a card's footer and the bulk bar share them. */
const buttonBase =
  'inline-flex min-h-9 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';
export const secondaryButton = `${buttonBase} border border-white/15 bg-white/5 text-slate-200 hover:border-cyan-300/60 hover:bg-white/10 hover:text-white`;
export const dangerButton = `${buttonBase} border border-red-400/30 text-red-300 hover:border-red-400/60 hover:bg-red-500/10`;
export const dangerSolidButton = `${buttonBase} bg-red-600 text-white hover:bg-red-700`;

/** Shown in a button's icon place while its action runs. */
export const buttonSpinner = (
  <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
);
