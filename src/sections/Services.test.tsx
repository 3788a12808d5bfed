import { render, screen, within } from '../test/render';
import { services } from '../content';
import { Services } from './Services';

describe('Services', () => {
  it('shows a card for each service, each with a description and four features', () => {
    render(<Services />);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(services.map((service) => service.title));
    for (const title of titles) {
      const features = screen.getByRole('list', { name: `${title} features` });
      expect(within(features).getAllByRole('listitem')).toHaveLength(4);
    }
  });

  it("links 'Get a Custom Quote' to the contact section", () => {
    const { container } = render(<Services />);
    expect(screen.getByRole('link', { name: 'Get a Custom Quote' })).toHaveAttribute(
      'href',
      '#contact',
    );
    expect(container.querySelector('section#services')).toBeInTheDocument();
  });

  it('lifts a card on hover only when the visitor has not asked for reduced motion', () => {
    render(<Services />);
    for (const card of screen.getAllByRole('heading', { level: 3 })) {
      const item = card.closest('li');
      expect(item).toHaveClass('motion-safe:hover:-translate-y-1');
      expect(item).not.toHaveClass('hover:-translate-y-1');
    }
  });
});
