import { Briefcase, CircleCheck, MapPin } from 'lucide-react';
import { useContent } from '../../i18n/contentContext';
import { Section } from '../../components/ui/Section';
import { SkillGroups } from './SkillGroups';
import { Testimonials } from './Testimonials';

const cardClasses = 'rounded-2xl border border-contrast/10 bg-panel/80 p-6 sm:p-8';

/** The About section: who the owner is, how they work, their skills and what clients say. */
export function About() {
  const { about, profile, ui } = useContent();
  return (
    <Section id="about" {...ui.about.heading}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className={cardClasses}>
          <h3 className="text-2xl font-semibold">{ui.about.whoIAm}</h3>
          <div className="mt-5 space-y-4 leading-relaxed text-body">
            {about.whoIAm.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-6 flex flex-wrap gap-3 text-sm" aria-label={ui.about.atAGlance}>
            <li className="inline-flex items-center gap-2 rounded-full border border-contrast/10 bg-contrast/5 px-3 py-1.5 text-soft">
              <Briefcase aria-hidden="true" className="size-4 text-accent" />
              {profile.role}
            </li>
            <li className="inline-flex items-center gap-2 rounded-full border border-contrast/10 bg-contrast/5 px-3 py-1.5 text-soft">
              <MapPin aria-hidden="true" className="size-4 text-accent" />
              {profile.location}
            </li>
          </ul>
        </div>

        <div className={cardClasses}>
          <h3 className="text-2xl font-semibold">{ui.about.myApproach}</h3>
          <ul className="mt-5 space-y-4">
            {about.approach.map((step) => (
              <li key={step} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span className="text-body">{step}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <SkillGroups />
      <Testimonials />
    </Section>
  );
}
