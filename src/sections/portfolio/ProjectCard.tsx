import { Code, ExternalLink } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { Project } from '../../content';
import { useContent } from '../../i18n/contentContext';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { imageSizes, srcSetFor } from '../../lib/imageSizes';
import { externalLinkProps } from '../../lib/links';

/**
 * How wide a card's image is drawn, for picking from `srcset`: the grid in Portfolio.tsx is one
 * column under md, two at md, three at lg, inside a max-w-6xl container with px-5 / sm:px-8
 * padding and gap-6 between cards ((1152 - 64 - 48) / 3 = 347 px at most).
 */
const projectImageSizes =
  '(min-width: 1024px) 347px, (min-width: 768px) calc(50vw - 44px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)';

const imageClasses =
  'absolute inset-0 size-full object-cover transition duration-500 ease-out motion-safe:group-hover:scale-[1.03]';

/**
 * One project: image (crossfading to `hoverImage`, if any, while the pointer is over the card or a
 * link in it has focus), category badge, title, description, tech tags and the optional links.
 */
export function ProjectCard({ project }: { project: Project }) {
  const { projectCategoryLabels, ui } = useContent();
  const texts = ui.portfolio;
  const titleId = useId();
  const [pointerOver, setPointerOver] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  // The portfolio hydrates as it nears the viewport, or as Tab reaches it (src/islands/runtime.ts):
  // the pointer can be over the card, or a link in it have focus, before React listens for either.
  useEffect(() => {
    if (cardRef.current?.matches(':hover')) setPointerOver(true);
    if (cardRef.current?.matches(':focus-within')) setFocusInside(true);
  }, []);
  const showHover = Boolean(project.hoverImage) && (pointerOver || focusInside);
  const category = projectCategoryLabels[project.category];
  // The code, then the live demo: each only when the project has it.
  const links = [
    project.github && {
      href: project.github,
      variant: 'secondary' as const,
      name: texts.codeFor(project.title),
      icon: Code,
      text: texts.code,
    },
    project.liveUrl && {
      href: project.liveUrl,
      variant: 'primary' as const,
      name: texts.liveDemoOf(project.title),
      icon: ExternalLink,
      text: texts.liveDemo,
    },
  ].filter((link) => !!link);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <article
      ref={cardRef}
      aria-labelledby={titleId}
      onMouseEnter={() => setPointerOver(true)}
      onMouseLeave={() => setPointerOver(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={handleBlur}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-contrast/10 bg-panel/80 transition hover:border-accent-strong/40 hover:shadow-xl hover:shadow-accent/5 motion-safe:hover:-translate-y-1"
    >
      <div
        data-testid="project-image"
        data-showing={showHover ? 'hover' : 'default'}
        className="relative aspect-[16/10] overflow-hidden border-b border-contrast/10 bg-panel-raised"
      >
        <img
          src={project.image}
          srcSet={srcSetFor(project.image, 'project')}
          sizes={projectImageSizes}
          alt={texts.screenshotOf(project.title)}
          width={imageSizes.project.width}
          height={imageSizes.project.height}
          loading="lazy"
          decoding="async"
          className={`${imageClasses} ${showHover ? 'opacity-0' : 'opacity-100'}`}
        />
        {project.hoverImage && (
          <img
            src={project.hoverImage}
            srcSet={srcSetFor(project.hoverImage, 'project')}
            sizes={projectImageSizes}
            alt=""
            aria-hidden="true"
            width={imageSizes.project.width}
            height={imageSizes.project.height}
            loading="lazy"
            decoding="async"
            className={`${imageClasses} ${showHover ? 'opacity-100' : 'opacity-0'}`}
          />
        )}
        <span className="absolute top-3 start-3 rounded-full bg-canvas/85 px-3 py-1 text-xs font-semibold tracking-wide text-accent ring-1 ring-contrast/15 backdrop-blur">
          {category}
        </span>
      </div>

      <div className="flex flex-1 flex-col p-6">
        <h3 id={titleId} className="text-xl font-semibold">
          {project.title}
        </h3>
        <p className="mt-3 text-sm leading-relaxed text-muted">{project.description}</p>
        <ul aria-label={texts.techStackOf(project.title)} className="mt-5 flex flex-wrap gap-2">
          {project.techStack.map((tech) => (
            <li
              key={tech}
              className="rounded-full bg-contrast/5 px-2.5 py-1 text-xs font-medium text-body ring-1 ring-contrast/10"
            >
              {tech}
            </li>
          ))}
        </ul>

        {links.length > 0 && (
          <div className="mt-auto flex flex-wrap gap-3 pt-6">
            {links.map(({ href, variant, name, icon: Icon, text }) => (
              <ButtonLink
                key={href}
                href={href}
                variant={variant}
                size="sm"
                aria-label={name}
                // Counted by the page's one listener (lib/visits/track.ts), so a click before the
                // portfolio hydrated counts too.
                data-visit-event="project_opened"
                data-visit-target={project.id}
                {...externalLinkProps}
              >
                <Icon aria-hidden="true" className="size-4" />
                {text}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
