import { act, render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { setMediaQueryMatches } from '../test/matchMedia';
import { ThemeToggle } from './ThemeToggle';
import { SYSTEM_LIGHT_QUERY, THEME_STORAGE_KEY } from './themeNames';

const theme = () => document.documentElement.getAttribute('data-theme');

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('ThemeToggle', () => {
  it('is a switch named for the dark theme, on while the page is dark', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ThemeToggle label="Dark theme" />);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  });

  it('switches the theme at once and remembers the choice', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ThemeToggle label="Dark theme" />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });

    await userEvent.click(toggle);
    expect(theme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle).toBeChecked();
  });

  it('follows the system while no choice is stored, and stops once one is', async () => {
    setMediaQueryMatches(SYSTEM_LIGHT_QUERY, false);
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ThemeToggle label="Dark theme" />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });

    act(() => setMediaQueryMatches(SYSTEM_LIGHT_QUERY, true));
    expect(theme()).toBe('light');
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    await userEvent.click(toggle);
    expect(theme()).toBe('dark');
    act(() => setMediaQueryMatches(SYSTEM_LIGHT_QUERY, false));
    act(() => setMediaQueryMatches(SYSTEM_LIGHT_QUERY, true));
    expect(theme()).toBe('dark');
  });

  it('takes up a choice made in another tab', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ThemeToggle label="Dark theme" />);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(theme()).toBe('light');
    expect(screen.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  });

  it('shows its name beside the switch when asked (the mobile menu)', () => {
    render(<ThemeToggle label="Dark theme" showLabel />);
    expect(screen.getByRole('switch', { name: 'Dark theme' })).toHaveTextContent('Dark theme');
  });
});

describe('a theme switch before React runs (the prerendered header)', () => {
  it('shows the theme, switches it, and follows the system, with the page’s one listener', async () => {
    const { runThemeSwitches } = await import('./theme');
    const { renderToString } = await import('react-dom/server');
    setMediaQueryMatches(SYSTEM_LIGHT_QUERY, false);
    document.documentElement.setAttribute('data-theme', 'dark');
    // The HTML the build writes: the server cannot know the theme.
    document.body.innerHTML = renderToString(<ThemeToggle label="Dark theme" />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).not.toBeChecked();

    const stop = runThemeSwitches();
    try {
      expect(toggle).toBeChecked();
      await userEvent.click(toggle);
      expect(theme()).toBe('light');
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
      expect(toggle).not.toBeChecked();

      localStorage.clear();
      setMediaQueryMatches(SYSTEM_LIGHT_QUERY, true);
      setMediaQueryMatches(SYSTEM_LIGHT_QUERY, false);
      expect(theme()).toBe('dark');
      expect(toggle).toBeChecked();
    } finally {
      stop();
      document.body.innerHTML = '';
    }
  });
});
