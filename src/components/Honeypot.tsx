import { useContent } from '../i18n/contentContext';
import { HONEYPOT_FIELD } from '../lib/spamSignals';

/**
 * A honeypot for bots (the contact form's and the chat hand-over's): off-screen rather than
 * display:none, which some bots skip; out of the tab order and the accessibility tree, so people
 * never meet it. Not controlled by React, so a value a bot sets straight on the element still
 * counts: the form reads it on submit with `honeypotValue` (src/lib/spamSignals.ts).
 */
export function Honeypot({ id }: { id: string }) {
  const { ui } = useContent();
  return (
    <div aria-hidden="true" className="absolute -start-[9999px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{ui.contactForm.honeypot}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
