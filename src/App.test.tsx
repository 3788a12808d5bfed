import { render, screen } from './test/render';
import { MemoryRouter } from 'react-router-dom';
import { App } from './App';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

describe('routes', () => {
  it('serves the admin page at /admin', async () => {
    renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
  });

  it('shows a real 404 page with a way home for unknown paths', () => {
    renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: 'This page does not exist' })).toBeInTheDocument();
    // A full load: the home page is prerendered HTML with islands, not a route of this app.
    expect(screen.getByRole('link', { name: /back to the home page/i })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
