import { Bot, Check, Globe, Smartphone, type LucideIcon } from 'lucide-react';
import type { ServiceIcon } from '../content';
import { useContent } from '../i18n/contentContext';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Section } from '../components/ui/Section';
import { sectionHref } from '../lib/paths';

const serviceIcons: Record<ServiceIcon, LucideIcon> = {
  web: Globe,
  mobile: Smartphone,
  chatbot: Bot,
};

export function Services() {
  const { services, ui } = useContent();
  return (
    <Section id="services" {...ui.services.heading}>
      <ul className="flex flex-wrap justify-center gap-6 *:w-full md:*:w-[calc((100%-3rem)/3)]">
        {services.map((service) => {
          const Icon = serviceIcons[service.icon];
          return (
            <li
              key={service.title}
              className="group flex flex-col rounded-2xl border border-contrast/10 bg-panel/80 p-7 transition motion-safe:hover:-translate-y-1 hover:border-accent-strong/40 hover:shadow-xl hover:shadow-accent/5"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-primary/20 to-brand-secondary/20 text-accent ring-1 ring-contrast/10">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-6 text-xl font-semibold">{service.title}</h3>
              <p className="mt-3 text-muted">{service.description}</p>
              <ul
                className="mt-6 space-y-3 text-sm"
                aria-label={ui.services.featuresOf(service.title)}
              >
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink href={sectionHref('contact')} data-requests-quote>
          {ui.services.customQuote}
        </ButtonLink>
      </div>
    </Section>
  );
}
