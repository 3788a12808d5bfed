import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { adminTexts } from '../../../content/admin';
import { heldBackLastHour, type HeldBack } from '../api/held-back';

const texts = adminTexts.inbox.heldBack;

/**
 * Shown while the site-wide hourly cap is holding back the heaviest senders: how many messages
 * from how many senders, and where they are. Nothing when the cap held nothing back.
 */
export function HeldBackBanner() {
  const [heldBack, setHeldBack] = useState<HeldBack | null>(null);

  useEffect(() => {
    let current = true;
    void heldBackLastHour().then((value) => {
      if (current) setHeldBack(value);
    });
    return () => {
      current = false;
    };
  }, []);

  if (!heldBack || heldBack.messages === 0) return null;
  return (
    <div
      role="status"
      className="mt-6 flex gap-3 rounded-2xl border border-warning/30 bg-warning/10 p-4 text-sm text-body"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-text" />
      <div>
        <p className="font-semibold text-strong">
          {texts.summary(heldBack.messages, heldBack.senders)}
        </p>
        <p className="mt-1">{texts.why}</p>
        <Link
          to={{ search: '?folder=spam' }}
          className="mt-2 inline-block font-semibold text-accent-strong underline underline-offset-4"
        >
          {texts.review}
        </Link>
      </div>
    </div>
  );
}
