import { render, screen, within } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { projectCategoryLabels, projects, type Project } from '../../content';
import { imageSizes, variantPath } from '../../lib/imageSizes';
import { Portfolio } from './Portfolio';

function project(id: string, category: Project['category'], extra: Partial<Project> = {}): Project {
  return {
    id,
    title: `Project ${id}`,
    description: `What ${id} does.`,
    category,
    image: `/images/projects/${id}.webp`,
    techStack: [`${id}-lang`, `${id}-db`],
    ...extra,
  };
}

/**
 * Made-up work, not the owner's: three web, two mobile and one chatbot project; the first has a
 * hover image and both links, one has no link at all, the others one link each.
 */
const madeUp: Project[] = [
  project('harbor', 'web', {
    hoverImage: '/images/projects/harbor-hover.webp',
    github: 'https://github.com/example/harbor',
    liveUrl: 'https://harbor.example.test',
  }),
  project('ledger', 'web', { liveUrl: 'https://ledger.example.test' }),
  project('orchard', 'mobile', { github: 'https://github.com/example/orchard' }),
  project('quill', 'web'),
  project('tide', 'chatbot', { liveUrl: 'https://tide.example.test' }),
  project('relay', 'mobile', { github: 'https://github.com/example/relay' }),
];
const { web, mobile, chatbot } = projectCategoryLabels;

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

  it("shows a filter button per category and every project by default, with 'All Projects' pressed", () => {
    render(<Portfolio projects={madeUp} />);
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['All Projects', web, mobile, chatbot]);
    expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'true');
    for (const name of [web, mobile, chatbot]) {
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 projects');
  });

  it.each([
    [web, 3, 'web'],
    [mobile, 2, 'mobile'],
    [chatbot, 1, 'chatbot'],
  ] as const)(
    'filters to %s (%i projects) and moves aria-pressed',
    async (name, count, category) => {
      const user = userEvent.setup();
      render(<Portfolio projects={madeUp} />);
      await user.click(filterButton(name));

      expect(cards()).toHaveLength(count);
      const expected = madeUp.filter((p) => p.category === category).map((p) => p.title);
      expect(
        cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
      ).toEqual(expected);
      for (const card of cards()) expect(within(card).getByText(name)).toBeVisible();
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'true');
      expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('status')).toHaveTextContent(`Showing ${count} ${name} projects`);

      await user.click(filterButton('All Projects'));
      expect(cards()).toHaveLength(6);
      expect(filterButton('All Projects')).toHaveAttribute('aria-pressed', 'true');
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'false');
    },
  );

  it('gives a category with no project no button', () => {
    render(<Portfolio projects={madeUp.filter((p) => p.category !== 'mobile')} />);
    const buttons = within(screen.getByRole('group', { name: 'Filter projects by category' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['All Projects', web, chatbot]);
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 4 projects');
  });

  it("gives every one of the owner's cards a badge, a title, a description and its tech tags", () => {
    render(<Portfolio />);
    expect(cards()).toHaveLength(projects.length);
    for (const project of projects) {
      const card = cardFor(project.title);
      expect(within(card).getByText(projectCategoryLabels[project.category])).toBeVisible();
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
    render(<Portfolio projects={madeUp} />);
    for (const project of madeUp) {
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
    // No other link: 'quill' has none at all.
    const links = madeUp.flatMap((p) => [p.github, p.liveUrl]).filter(Boolean);
    expect(screen.getAllByRole('link')).toHaveLength(links.length);
  });

  it('swaps to the hover image while the pointer is over that card, and back', async () => {
    const user = userEvent.setup();
    render(<Portfolio projects={madeUp} />);
    const hoverProject = madeUp.find((p) => p.hoverImage);
    if (!hoverProject?.hoverImage) throw new Error('the made-up projects have a hover project');
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
    render(<Portfolio projects={madeUp} />);
    const hoverProject = madeUp.find((p) => p.hoverImage && (p.github || p.liveUrl));
    if (!hoverProject) throw new Error('the made-up projects have a hover project with a link');
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
    render(<Portfolio projects={madeUp} />);
    for (const project of madeUp.filter((p) => !p.hoverImage)) {
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
    const { container } = render(<Portfolio projects={madeUp} />);
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(madeUp.length);
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width', String(imageSizes.project.width));
      expect(img).toHaveAttribute('height', String(imageSizes.project.height));
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveClass('object-cover');
      expect(img.parentElement).toHaveClass('aspect-[16/10]');
    }
    for (const project of madeUp) {
      expect(screen.getByRole('img', { name: `Screenshot of ${project.title}` })).toHaveAttribute(
        'src',
        project.image,
      );
    }
  });

  it('offers a 480 px copy of every image, sized for the grid column', () => {
    const { container } = render(<Portfolio projects={madeUp} />);
    const images = [...container.querySelectorAll('img')];
    expect(images).toHaveLength(madeUp.length + 1);
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

  it('lays the cards out in 1, 2 and 3 columns, a short last row centred', () => {
    render(<Portfolio />);
    expect(screen.getByRole('list', { name: 'Projects' })).toHaveClass(
      'flex-wrap',
      'justify-center',
      '*:w-full',
      'md:*:w-[calc((100%-1.5rem)/2)]',
      'lg:*:w-[calc((100%-3rem)/3)]',
    );
  });
});
