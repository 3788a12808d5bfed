import { useId, useState } from 'react';
import { adminTexts } from '../../../content/admin';
import { isBrowserIgnored, setBrowserIgnored } from './ignoreBrowser';

/**
 * "Don't count this browser": a switch that leaves a mark in this browser's storage, which the
 * public page reads before it counts a visit. Its line says why it is rarely needed: a signed-in
 * owner is never counted anyway.
 */
export function IgnoreBrowserSwitch() {
  const [ignored, setIgnored] = useState(isBrowserIgnored);
  const hintId = useId();
  const texts = adminTexts.insights.ignoreBrowser;

  return (
    <div>
      <button
        type="button"
        role="switch"
        aria-checked={ignored}
        aria-describedby={hintId}
        onClick={() => setIgnored(setBrowserIgnored(!ignored))}
        className="group inline-flex shrink-0 items-center gap-3 rounded-full text-sm font-semibold text-strong"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full ring-1 transition ring-inset ${
            ignored
              ? 'bg-accent/80 ring-accent-strong/50'
              : 'bg-contrast/10 ring-contrast/15 group-hover:ring-accent-strong/50'
          }`}
        >
          <span
            className={`absolute start-0.5 top-0.5 size-5 rounded-full bg-panel shadow-sm shadow-shade/30 ring-1 ring-contrast/10 motion-safe:transition-transform ${
              ignored ? 'translate-x-5 rtl:-translate-x-5' : ''
            }`}
          />
        </span>
        {texts.label}
      </button>
      <p id={hintId} className="mt-2 ps-14 text-sm text-muted">
        {texts.hint}
      </p>
    </div>
  );
}
