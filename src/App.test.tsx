import { render, screen } from './test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';
import { hero } from './content';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('routes', () => {
  it('renders the public page at / and starts at the top', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
    for (const id of ['home', 'services', 'portfolio', 'certifications', 'about', 'contact']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('serves the admin page at /admin', async () => {
    renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
  });

  it('shows a real 404 page with a way home for unknown paths', async () => {
    const user = userEvent.setup();
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /back to the home page/i }));
    expect(screen.getByRole('heading', { level: 1, name: hero.headline })).toBeVisible();
  });
});
