import { render, screen } from '../test/render';
import { siGithub, siX } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { SocialIcon, SocialLink } from './SocialIcon';

describe('SocialIcon', () => {
  it.each([
    ['github', siGithub.path],
    ['x', siX.path],
  ] as const)('draws the %s brand mark from simple-icons', (platform, path) => {
    const { container } = render(<SocialIcon platform={platform} className="size-6" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-6');
    expect(svg?.querySelector('path')).toHaveAttribute('d', path);
  });

  it.each([
    ['linkedin', 'lucide-briefcase-business'],
    ['email', 'lucide-mail'],
  ] as const)('uses a lucide icon for %s', (platform, iconClass) => {
    const { container } = render(<SocialIcon platform={platform} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveClass(iconClass);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('SocialLink', () => {
  it('opens a web profile in a new tab, named by its label', () => {
    render(
      <SocialLink link={{ platform: 'github', label: 'GitHub', url: 'https://github.com/a' }} />,
    );
    const link = screen.getByRole('link', { name: 'GitHub' });
    expect(link).toHaveAttribute('href', 'https://github.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a mailto link in place', () => {
    render(<SocialLink link={{ platform: 'email', label: 'Email', url: 'mailto:a@b.c' }} />);
    const link = screen.getByRole('link', { name: 'Email' });
    expect(link).toHaveAttribute('href', 'mailto:a@b.c');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });
});
