import { render, screen, within } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { about, content, type SkillGroup, type Testimonial } from '../../content';
import { About } from './About';

/** Made-up skill groups, not in the usual id order: the page follows the content's order. */
const madeUpSkillGroups: SkillGroup[] = [
  { id: 'ai', category: 'Models', technologies: ['Model A', 'Model B'] },
  { id: 'frontend', category: 'Screens', technologies: ['Screen kit'] },
  { id: 'backend', category: 'Servers', technologies: ['Server one', 'Server two', 'Queue'] },
];

/** Two made-up clients, not the owner's. */
const madeUpTestimonials: Testimonial[] = [
  {
    name: 'Ada Example',
    role: 'Founder, Example Shop',
    content: 'Delivered early and explained every choice.',
    avatar: '/images/testimonials/ada-example.webp',
  },
  {
    name: 'Ben Sample',
    role: 'CTO, Sample Labs',
    content: 'Our bookings doubled after the new site went live.',
    avatar: '/images/testimonials/ben-sample.webp',
  },
];

describe('About', () => {
  it('is the #about section, titled by its heading', () => {
    render(<About />);
    const section = screen.getByRole('region', { name: 'About' });
    expect(section).toHaveAttribute('id', 'about');
    expect(within(section).getByText('About Me')).toBeInTheDocument();
  });

  it('has the four sub-headings (three for an owner with no testimonial)', () => {
    render(<About />);
    const headings = ['Who I Am', 'My Approach', 'Technical Skills'];
    if (content.testimonials.length > 0) headings.push('Client Testimonials');
    for (const heading of headings) {
      expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    }
  });

  it('tells who the owner is and how they work', () => {
    render(<About />);
    for (const paragraph of about.whoIAm) expect(screen.getByText(paragraph)).toBeInTheDocument();
    for (const step of about.approach) {
      expect(screen.getByText(step).closest('li')?.querySelector('svg')).toHaveAttribute(
        'aria-hidden',
        'true',
      );
    }
  });

  it('groups the technical skills by category, in the order of the content', () => {
    render(<About />, { content: { ...content, skillGroups: madeUpSkillGroups } });
    const groups = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
    expect(groups).toEqual(['Models', 'Screens', 'Servers']);

    for (const group of madeUpSkillGroups) {
      const list = screen.getByRole('list', { name: `${group.category} technologies` });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(group.technologies);
    }
  });

  it('leaves out Client Testimonials, heading and all, for an owner with none yet', () => {
    render(<About />, { content: { ...content, testimonials: [] } });
    expect(screen.queryByRole('heading', { name: 'Client Testimonials' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Technical Skills' })).toBeInTheDocument();
    expect(document.querySelectorAll('blockquote')).toHaveLength(0);
  });

  it('shows one card per testimonial of the content, each rated five stars', () => {
    render(<About />, { content: { ...content, testimonials: madeUpTestimonials } });
    const quotes = document.querySelectorAll('blockquote');
    expect(quotes).toHaveLength(2);
    expect(screen.getAllByText('Rated 5 out of 5')).toHaveLength(2);

    for (const testimonial of madeUpTestimonials) {
      const avatar = screen.getByRole('img', { name: testimonial.name });
      expect(avatar).toHaveAttribute('src', testimonial.avatar);
      expect(avatar).toHaveAttribute('width', '160');
      expect(avatar).toHaveAttribute('height', '160');
      expect(avatar).toHaveAttribute('loading', 'lazy');

      const card = avatar.closest('figure');
      expect(card).not.toBeNull();
      const inCard = within(card as HTMLElement);
      expect(inCard.getByText(testimonial.role)).toBeInTheDocument();
      expect(card?.querySelector('blockquote')).toHaveTextContent(testimonial.content);
      const stars = card?.querySelectorAll('svg.lucide-star');
      expect(stars).toHaveLength(5);
      stars?.forEach((star) => expect(star).toHaveAttribute('aria-hidden', 'true'));
    }
  });
});
