import type { CSSProperties } from 'react';
import { useContent } from '../../i18n/contentContext';
import { Tooltip } from '../../components/ui/Tooltip';

/** The 'Tech Stack' row: round logos whose names show on hover and keyboard focus. */
export function TechStackRow() {
  const { techStack, ui } = useContent();
  return (
    <div className="mt-12">
      <h2 className="text-xs font-semibold tracking-[0.2em] text-muted uppercase rtl:tracking-normal">
        {ui.hero.techStack}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3" aria-label={ui.hero.techStackList}>
        {techStack.map((tech) => (
          <li key={tech.name}>
            <Tooltip label={tech.name}>
              <span
                className="flex size-11 items-center justify-center rounded-full bg-white shadow-md ring-2 ring-transparent transition motion-safe:hover:scale-110 hover:ring-(--tech-color)"
                style={{ '--tech-color': tech.color } as CSSProperties}
              >
                {/* Lazy although in the first view: each SVG logo is a document of its own that
                    the browser parses and lays out on the main thread, and fetched with the page
                    it did so before the first paint, one task per logo (on a busy
                    phone, a median Total Blocking Time of 52 ms that way, 23 ms lazy; see
                    docs/performance.md). Lazy, they are fetched once the first layout has placed
                    them, just after the first paint; their size is reserved, so nothing moves. */}
                <img
                  src={tech.logo}
                  alt={tech.name}
                  width={44}
                  height={44}
                  loading="lazy"
                  decoding="async"
                  fetchPriority="low"
                  className="size-11 rounded-full"
                />
              </span>
            </Tooltip>
          </li>
        ))}
      </ul>
    </div>
  );
}
