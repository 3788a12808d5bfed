import type { ReactNode } from 'react';
import type { SectionId } from '../../content';

interface SectionProps {
  id: SectionId;
  /** Small label above the title, e.g. 'What I Do'. */
  eyebrow: string;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A page section with its anchor id and a consistent heading block. Every one of them comes after
 * the hero, so it renders only as it nears the viewport (`below-the-fold`, styles/index.css).
 */
export function Section({
  id,
  eyebrow,
  title,
  description,
  children,
  className = '',
}: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`below-the-fold py-20 sm:py-24 ${className}`}
    >
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <header className="mx-auto mb-12 max-w-2xl text-center sm:mb-16">
          <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase rtl:tracking-normal">
            {eyebrow}
          </p>
          <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {description && <p className="mt-4 text-base text-muted sm:text-lg">{description}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
