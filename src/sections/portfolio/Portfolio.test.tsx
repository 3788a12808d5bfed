import { render, screen, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { projects } from '../../content';
import { imageSizes, variantPath } from '../../lib/imageSizes';
import { Portfolio } from './Portfolio';

function cards() {
  return within(screen.getByRole('list', { name: 'Projects' })).getAllByRole('article');
}

function cardFor(title: string) {
  return screen.getByRole('article', { name: title });
}

function filterButton(name: string) {
  return within(screen.getByRole('group', { name: 'Filter projects by category' })).getByRole(
    'button',
    { name },
  );
}

describe('Portfolio', () => {
  it('is the #portfolio section with a heading', () => {
    const { container } = render(<Portfolio />);
    expect(container.querySelector('section#portfolio')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Projects' })).toBeVisible();
  });

  it("shows the four filter buttons and all 11 projects by default, with 'All Projects' pressed", () => {
    render(<Portfolio />);
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All Projects', 'Web', 'Mobile', 'Chatbot']);
    expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'true');
    for (const name of ['Web', 'Mobile', 'Chatbot']) {
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(cards()).toHaveLength(11);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 11 projects');
  });

  it.each([
    ['Web', 7, 'web'],
    ['Mobile', 2, 'mobile'],
    ['Chatbot', 2, 'chatbot'],
  ] as const)(
    'filters to %s (%i projects) and moves aria-pressed',
    async (name, count, category) => {
      const user = userEvent.setup();
      render(<Portfolio />);
      await user.click(filterButton(name));

      expect(cards()).toHaveLength(count);
      const expected = projects.filter((p) => p.category === category).map((p) => p.title);
      expect(
        cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
      ).toEqual(expected);
      for (const card of cards()) expect(within(card).getByText(name)).toBeVisible();
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'true');
      expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('status')).toHaveTextContent(`Showing ${count} ${name} projects`);

      await user.click(filterButton('All Projects'));
      expect(cards()).toHaveLength(11);
      expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'true');
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'false');
    },
  );

  it('gives a category with no project no button', () => {
    render(<Portfolio projects={projects.filter((p) => p.category !== 'mobile')} />);
    const buttons = within(screen.getByRole('group', { name: 'Filter projects by category' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['All Projects', 'Web', 'Chatbot']);
    expect(cards()).toHaveLength(9);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 9 projects');
  });

  it('gives every card a badge, a title, a description and its tech tags', () => {
    render(<Portfolio />);
    const labels = { web: 'Web', mobile: 'Mobile', chatbot: 'Chatbot' };
    for (const project of projects) {
      const card = cardFor(project.title);
      expect(within(card).getByText(labels[project.category])).toBeVisible();
      expect(within(card).getByRole('heading', { level: 3, name: project.title })).toBeVisible();
      expect(within(card).getByText(project.description)).toBeVisible();
      const tags = within(card).getByRole('list', { name: `${project.title} tech stack` });
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(project.techStack);
    }
  });

  it('shows Code and Live Demo links only for projects that have them, opening in a new tab', () => {
    render(<Portfolio />);
    for (const project of projects) {
      const card = cardFor(project.title);
      const code = within(card).queryByText('Code')?.closest('a');
      const demo = within(card).queryByText('Live Demo')?.closest('a');

      if (project.github) {
        expect(code).toHaveAttribute('href', project.github);
        expect(code).toHaveAttribute('target', '_blank');
        expect(code).toHaveAttribute('rel', 'noopener noreferrer');
        expect(code).toHaveAccessibleName(`Code for ${project.title} (opens in a new tab)`);
      } else {
        expect(code).toBeUndefined();
      }

      if (project.liveUrl) {
        expect(demo).toHaveAttribute('href', project.liveUrl);
        expect(demo).toHaveAttribute('target', '_blank');
        expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
        expect(demo).toHaveAccessibleName(`Live Demo of ${project.title} (opens in a new tab)`);
      } else {
        expect(demo).toBeUndefined();
      }
    }
    const linked = projects.filter((p) => p.github || p.liveUrl).length;
    expect(linked).toBeLessThan(projects.length); // the content has a project with no links
  });

  it('swaps to the hover image while the pointer is over that card, and back', async () => {
    const user = userEvent.setup();
    render(<Portfolio />);
    const hoverProject = projects.find((p) => p.hoverImage);
    if (!hoverProject?.hoverImage) throw new Error('the content should have a hover project');
    const card = cardFor(hoverProject.title);
    const box = within(card).getByTestId('project-image');
    const main = within(card).getByRole('img', { name: `Screenshot of ${hoverProject.title}` });
    const alternate = box.querySelector(`img[src="${hoverProject.hoverImage}"]`);
    expect(alternate).toHaveAttribute('alt', '');
    expect(alternate).toHaveAttribute('aria-hidden', 'true');
    expect(alternate).toHaveAttribute('loading', 'lazy');

    expect(box).toHaveAttribute('data-showing', 'default');
    expect(main).toHaveClass('opacity-100');
    expect(alternate).toHaveClass('opacity-0');

    await user.hover(card);
    expect(box).toHaveAttribute('data-showing', 'hover');
    expect(main).toHaveClass('opacity-0');
    expect(alternate).toHaveClass('opacity-100');

    await user.unhover(card);
    expect(box).toHaveAttribute('data-showing', 'default');
    expect(main).toHaveClass('opacity-100');
  });

  it('also shows the hover image while a link in that card has keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Portfolio />);
    const hoverProject = projects.find((p) => p.hoverImage && (p.github || p.liveUrl));
    if (!hoverProject) throw new Error('the content should have a hover project with a link');
    const card = cardFor(hoverProject.title);
    const box = within(card).getByTestId('project-image');

    // Tab past the four filter buttons to the first link, which is in the first card.
    expect(cards()[0]).toBe(card);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(card).toContainElement(document.activeElement as HTMLElement);
    expect(box).toHaveAttribute('data-showing', 'hover');

    // Moving between links inside the card keeps it; leaving the card ends it.
    let guard = 0;
    while (card.contains(document.activeElement) && guard++ < 5) await user.tab();
    expect(box).toHaveAttribute('data-showing', 'default');
  });

  it('does not swap images on cards without a hover image', async () => {
    const user = userEvent.setup();
    render(<Portfolio />);
    for (const project of projects.filter((p) => !p.hoverImage)) {
      const card = cardFor(project.title);
      const box = within(card).getByTestId('project-image');
      expect(box.querySelectorAll('img')).toHaveLength(1);
      await user.hover(card);
      expect(box).toHaveAttribute('data-showing', 'default');
      expect(within(card).getByRole('img')).toHaveClass('opacity-100');
      await user.unhover(card);
    }
  });

  it('gives every image its intrinsic size, lazy loading and a fixed 16:10 box', () => {
    const { container } = render(<Portfolio />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(11);
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width', String(imageSizes.project.width));
      expect(img).toHaveAttribute('height', String(imageSizes.project.height));
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveClass('object-cover');
      expect(img.parentElement).toHaveClass('aspect-[16/10]');
    }
    for (const project of projects) {
      expect(screen.getByRole('img', { name: `Screenshot of ${project.title}` })).toHaveAttribute(
        'src',
        project.image,
      );
    }
  });

  it('offers a 480 px copy of every image, sized for the grid column', () => {
    const { container } = render(<Portfolio />);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(projects.length + projects.filter((p) => p.hoverImage).length);
    for (const img of images) {
      const src = img.getAttribute('src') ?? '';
      expect(img).toHaveAttribute('srcset', `${variantPath(src, 480)} 480w, ${src} 960w`);
      // One column on phones, two from md, three (at most 347 px each) from lg.
      expect(img.getAttribute('sizes')?.split(', ')).toEqual([
        '(min-width: 1024px) 347px',
        '(min-width: 768px) calc(50vw - 44px)',
        '(min-width: 640px) calc(100vw - 64px)',
        'calc(100vw - 40px)',
      ]);
    }
  });

  it('lays the cards out in 1, 2 and 3 columns', () => {
    render(<Portfolio />);
    expect(screen.getByRole('list', { name: 'Projects' })).toHaveClass(
      'grid',
      'md:grid-cols-2',
      'lg:grid-cols-3',
    );
  });
});
