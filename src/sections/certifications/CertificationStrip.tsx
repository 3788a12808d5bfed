import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import type { Certification } from '../../content';
import { useContent } from '../../i18n/contentContext';
import { useHydrated } from '../../lib/hooks/useHydrated';
import { usePrefersReducedMotion } from '../../lib/hooks/usePrefersReducedMotion';
import { CertificationCard } from './CertificationCard';
import { buildLoopCopy, marqueeDuration } from './certificationLogic';

const cardClasses = 'w-[280px] shrink-0 snap-start';
/** Fades the strip out at both ends. */
const edgeMask =
  '[mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]';

/**
 * Scrolls the row so the whole of a focused card shows, when part of it is cut off. It lines the
 * card up with the row's start, which is also a snap position: aligning it to the nearest edge
 * instead would leave it between snap positions, and the row would snap it back out of view.
 */
function revealWholly(card: HTMLElement, strip: HTMLElement) {
  const box = card.getBoundingClientRect();
  const view = strip.getBoundingClientRect();
  if (box.left >= view.left && box.right <= view.right) return;
  // jsdom has no scrollIntoView; browsers all do.
  card.scrollIntoView?.({ block: 'nearest', inline: 'start' });
}

interface CertificationStripProps {
  certifications: Certification[];
  /** Changes with the filter, so a new selection starts the loop from its first card. */
  filterKey: string;
}

/**
 * The certificates as a continuously scrolling strip. The track holds two identical copies and
 * moves left by half its width per loop, so copy B takes copy A's place without a jump. Copy B
 * (and any padding passes in copy A) is aria-hidden and inert: assistive technology and the Tab
 * key meet each certificate once.
 *
 * The strip stands still, as one horizontally scrollable row, when the visitor prefers reduced
 * motion and while keyboard focus is inside it (so a focused card is never off-screen). It pauses
 * on hover and with the pause button (WCAG 2.2.2).
 */
export function CertificationStrip({ certifications, filterKey }: CertificationStripProps) {
  const { ui } = useContent();
  const prefersReducedMotion = usePrefersReducedMotion();
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [paused, setPaused] = useState(false);
  const stripRef = useRef<HTMLDivElement>(null);
  // The prerendered page (and hydration) shows the still row: the moving copy is a browser-only
  // enhancement, and leaving it out keeps the first HTML and layout lighter.
  const hydrated = useHydrated();
  const still = prefersReducedMotion || keyboardInside || !hydrated;

  // The section hydrates as Tab reaches it (src/islands/runtime.ts), so the first card's focus can
  // come before React listens for it: take it up, or the row would start moving under it. The
  // browser already judged it: keyboard focus matches :focus-visible, a press does not.
  useEffect(() => {
    if (stripRef.current?.querySelector(':focus-visible')) setKeyboardInside(true);
  }, []);

  // Leaving the marquee for the still row moves the cards; bring the focused one back into view.
  useEffect(() => {
    if (!keyboardInside || !stripRef.current) return;
    const focused = stripRef.current.querySelector<HTMLElement>(':focus');
    if (focused) revealWholly(focused, stripRef.current);
  }, [keyboardInside]);

  // Pointer presses focus a card too; only keyboard focus should switch to the still row, so a
  // click never moves the strip under the pointer. (jsdom never matches :focus-visible, so the
  // pointer is tracked instead.)
  const pointerDown = useRef(false);
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (pointerDown.current) return;
    setKeyboardInside(true);
    // Tabbing on along the still row: browsers leave a partly hidden card where it is.
    if (keyboardInside && event.target instanceof HTMLElement) {
      revealWholly(event.target, event.currentTarget);
    }
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false);
  };

  const copy = buildLoopCopy(certifications);
  const trackStyle = { '--marquee-duration': marqueeDuration(copy.length) } as CSSProperties;

  return (
    <div>
      {/*
        In the prerendered page too, so the section does not grow when it hydrates (it does as the
        visitor scrolls near it); hidden by CSS for those who asked for less motion. A press before
        hydration waits for it (src/islands/runtime.ts).
      */}
      {!(hydrated && prefersReducedMotion) && (
        <div className="mb-2 flex justify-end motion-reduce:hidden">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-xs font-semibold text-muted transition hover:bg-contrast/5 hover:text-strong"
          >
            {paused ? (
              <Play aria-hidden="true" className="size-3.5" />
            ) : (
              <Pause aria-hidden="true" className="size-3.5" />
            )}
            {paused ? ui.certifications.resumeScrolling : ui.certifications.pauseScrolling}
          </button>
        </div>
      )}

      <div
        ref={stripRef}
        data-testid="certifications-strip"
        data-mode={still ? 'still' : 'marquee'}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
        onPointerUp={() => {
          pointerDown.current = false;
        }}
        onPointerCancel={() => {
          pointerDown.current = false;
        }}
        onPointerLeave={() => {
          pointerDown.current = false;
        }}
        onFocus={handleFocus}
        onBlur={handleBlur}
        className={
          still
            ? '-mx-5 snap-x snap-mandatory scroll-px-5 overflow-x-auto px-5 py-3 sm:mx-0 sm:scroll-px-2 sm:px-2'
            : `overflow-x-clip py-3 ${edgeMask}`
        }
      >
        {/*
          The pauses are !important: `motion-safe:animate-marquee` sets the `animation` shorthand,
          which resets the play state to running, and Tailwind emits it after these classes.
        */}
        <div
          key={filterKey}
          data-testid="certifications-track"
          style={still ? undefined : trackStyle}
          className={
            still
              ? 'flex w-max'
              : `flex w-max motion-safe:animate-marquee hover:[animation-play-state:paused]! focus-within:[animation-play-state:paused]! ${paused ? '[animation-play-state:paused]!' : ''}`
          }
        >
          {/* Copy A keeps its element and its first-pass keys in both modes, so focus survives a switch. */}
          <ul
            aria-label={ui.certifications.certificateList}
            className={`flex shrink-0 gap-6 ${still ? '' : 'pe-6'}`}
          >
            {(still ? copy.filter((slot) => !slot.repeat) : copy).map(({ item, key, repeat }) => (
              <li
                key={key}
                className={cardClasses}
                aria-hidden={repeat || undefined}
                inert={repeat || undefined}
              >
                <CertificationCard certification={item} />
              </li>
            ))}
          </ul>
          {!still && (
            <ul aria-hidden="true" inert className="flex shrink-0 gap-6 pe-6">
              {copy.map(({ item, key }) => (
                <li key={key} className={cardClasses}>
                  <CertificationCard certification={item} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
