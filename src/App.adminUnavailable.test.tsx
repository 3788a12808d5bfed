import { render, screen } from './test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, it, vi } from 'vitest';
import { App } from './App';

const adminPageLoads = vi.hoisted(() => ({ count: 0 }));

// The admin page's code fails to download once (the connection dropped), then arrives.
vi.mock('./pages/AdminPage', async (importOriginal) => {
  adminPageLoads.count += 1;
  if (adminPageLoads.count === 1) {
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

beforeEach(() => {
  // React reports the error the boundary caught; here it is expected.
  vi.mocked(console.error).mockImplementation(() => {});
});

it('says the admin page could not load, and loads it on "Try again"', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <App />
    </MemoryRouter>,
  );

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The admin page could not load.');
  expect(alert).not.toHaveTextContent(/TypeError|dynamically imported module/);

  await user.click(screen.getByRole('button', { name: 'Try again' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(adminPageLoads.count).toBe(2);
});
