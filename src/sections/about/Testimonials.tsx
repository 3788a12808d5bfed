import { Quote, Star } from 'lucide-react';
import type { Testimonial } from '../../content';
import { useContent } from '../../i18n/contentContext';
import { imageSizes } from '../../lib/imageSizes';

const STARS = 5;

/** Five filled stars; the picture is decorative, the rating is read as text. */
function FiveStars() {
  const { ui } = useContent();
  return (
    <p className="flex items-center gap-1">
      <span className="sr-only">{ui.about.rating(STARS, STARS)}</span>
      {Array.from({ length: STARS }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-4 fill-warning text-warning" />
      ))}
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { ui } = useContent();
  return (
    <figure className="relative flex h-full flex-col rounded-2xl border border-contrast/10 bg-panel/80 p-6 sm:p-7">
      <Quote aria-hidden="true" className="absolute top-6 end-6 size-8 text-strong/10" />
      <FiveStars />
      <blockquote className="mt-4 flex-1 leading-relaxed text-body">
        <p>{ui.about.quote(testimonial.content)}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-contrast/10 pt-5">
        <img
          src={testimonial.avatar}
          alt={testimonial.name}
          width={imageSizes.avatar.width}
          height={imageSizes.avatar.height}
          loading="lazy"
          decoding="async"
          className="size-12 shrink-0 rounded-full bg-panel-raised object-cover ring-2 ring-accent-strong/30"
        />
        <div className="min-w-0">
          <p className="font-semibold text-strong">{testimonial.name}</p>
          <p className="text-sm text-muted">{testimonial.role}</p>
        </div>
      </figcaption>
    </figure>
  );
}

/**
 * 'Client Testimonials': a card per client with a quote, their name, role and rating; nothing at
 * all, heading included, for an owner who has no testimonial yet.
 */
export function Testimonials() {
  const { testimonials, ui } = useContent();
  if (testimonials.length === 0) return null;
  return (
    <div className="mt-16 sm:mt-20">
      <h3 className="text-center text-2xl font-semibold sm:text-3xl">
        {ui.about.clientTestimonials}
      </h3>
      <ul className="mt-8 flex flex-wrap justify-center gap-6 *:w-full md:*:w-[calc((100%-3rem)/3)]">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </div>
  );
}
