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
                {/* Above the fold, so never lazy; low priority so these small logos queue
                    behind the CSS, fonts and portrait (and React adds no preload for each). */}
                <img
                  src={tech.logo}
                  alt={tech.name}
                  width={44}
                  height={44}
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
