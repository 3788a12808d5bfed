import { act } from 'react';
import { render, screen } from '../../../test/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { heldBackLastHour } from '../api/held-back';
import { HeldBackBanner } from './HeldBackBanner';

vi.mock('../api/held-back', () => ({ heldBackLastHour: vi.fn() }));

function renderBanner() {
  const router = createMemoryRouter([{ path: '/admin', element: <HeldBackBanner /> }], {
    initialEntries: ['/admin'],
  });
  return render(<RouterProvider router={router} />);
}

describe('HeldBackBanner', () => {
  beforeEach(() => vi.mocked(heldBackLastHour).mockReset());

  it('says what the hourly cap held back, and links to Spam', async () => {
    vi.mocked(heldBackLastHour).mockResolvedValue({ messages: 42, senders: 7 });
    renderBanner();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Held back 42 messages from 7 senders in the last hour');
    expect(banner).toHaveTextContent('people writing for the first time still reach your inbox');
    expect(screen.getByRole('link', { name: 'Review them in Spam' })).toHaveAttribute(
      'href',
      '/admin?folder=spam',
    );
  });

  it('uses the singular for one', async () => {
    vi.mocked(heldBackLastHour).mockResolvedValue({ messages: 1, senders: 1 });
    renderBanner();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Held back 1 message from 1 sender in the last hour',
    );
  });

  it('shows nothing when nothing was held back, or the count cannot be read', async () => {
    vi.mocked(heldBackLastHour).mockResolvedValue({ messages: 0, senders: 0 });
    const { unmount } = renderBanner();
    await act(() => vi.mocked(heldBackLastHour).mock.results[0]?.value);
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    vi.mocked(heldBackLastHour).mockResolvedValue(null);
    renderBanner();
    await act(() => vi.mocked(heldBackLastHour).mock.results[1]?.value);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
