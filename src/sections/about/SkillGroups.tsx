import { Bot, Monitor, Server, Smartphone, type LucideIcon } from 'lucide-react';
import type { SkillGroupId } from '../../content';
import { useContent } from '../../i18n/contentContext';

const categoryIcons: Record<SkillGroupId, LucideIcon> = {
  frontend: Monitor,
  backend: Server,
  mobile: Smartphone,
  ai: Bot,
};

/** 'Technical Skills': one card per category, its technologies as chips. */
export function SkillGroups() {
  const { skillGroups, ui } = useContent();
  return (
    <div className="mt-16 sm:mt-20">
      <h3 className="text-center text-2xl font-semibold sm:text-3xl">{ui.about.technicalSkills}</h3>
      <ul className="mt-8 flex flex-wrap justify-center gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-4.5rem)/4)]">
        {skillGroups.map((group) => {
          const Icon = categoryIcons[group.id];
          return (
            <li
              key={group.id}
              className="rounded-2xl border border-contrast/10 bg-panel/80 p-6 transition hover:border-accent-strong/40"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-brand-primary/20 to-brand-secondary/20 text-accent ring-1 ring-contrast/10">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h4 className="font-display text-lg font-semibold text-strong">{group.category}</h4>
              </div>
              <ul
                className="mt-5 flex flex-wrap gap-2"
                aria-label={ui.about.technologiesOf(group.category)}
              >
                {group.technologies.map((technology) => (
                  <li
                    key={technology}
                    className="rounded-full border border-contrast/10 bg-contrast/5 px-3 py-1 text-xs font-medium text-soft"
                  >
                    {technology}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
