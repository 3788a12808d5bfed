import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countMessages } from '../features/admin/api/count-messages';
import { hasAdminSession } from '../features/admin/api/get-session';
import { listMessages } from '../features/admin/api/list-messages';
import { signInAsAdmin } from '../features/admin/api/sign-in';
import { signOutAdmin } from '../features/admin/api/sign-out';
import type { ContactMessage } from '../features/admin/api/types';
import AdminPage from './AdminPage';

vi.mock('../features/admin/api/get-session', () => ({ hasAdminSession: vi.fn() }));
vi.mock('../features/admin/api/sign-in', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signInAsAdmin: vi.fn(),
}));
vi.mock('../features/admin/api/sign-out', () => ({ signOutAdmin: vi.fn() }));
vi.mock('../features/admin/api/list-messages', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  listMessages: vi.fn(),
}));
vi.mock('../features/admin/api/count-messages', () => ({ countMessages: vi.fn() }));
// The pipeline above the inbox has tests of its own: here it counts nothing.
vi.mock('../features/admin/api/get-pipeline', () => ({
  getPipeline: vi.fn(() => Promise.resolve([])),
}));
vi.mock('../features/admin/api/get-follow-ups', () => ({
  getFollowUps: vi.fn(() => Promise.resolve({ total: 0, leads: [] })),
}));

const FLAG = 'adminAuthenticated';
const message: ContactMessage = {
  id: 'a',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'Hi',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
  status: 'inbox',
  spam_reasons: [],
  signal_fill_ms: 12_000,
  signal_honeypot: null,
  signal_touched: true,
  notify_state: 'sent',
  notify_error: null,
  notified_at: '2026-11-22T10:15:03Z',
  language: 'en',
  source: 'form',
  brief_service: null,
  brief_budget: null,
  brief_timeline: null,
  chat_summary: null,
  answered_at: null,
  stage: 'new',
  stage_changed_at: null,
  lost_reason: null,
  stage_note: null,
  deal_value: null,
  deal_currency: null,
};

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminPage />
    </MemoryRouter>,
  );
  return { user };
}

const loginHeading = () => screen.findByRole('heading', { level: 1, name: 'Admin Login' });
const inboxHeading = () => screen.findByRole('heading', { level: 1, name: 'Contact Messages' });

describe('AdminPage', () => {
  beforeEach(() => {
    vi.mocked(hasAdminSession).mockResolvedValue(false);
    vi.mocked(signInAsAdmin).mockResolvedValue(undefined);
    vi.mocked(signOutAdmin).mockResolvedValue(undefined);
    vi.mocked(listMessages).mockResolvedValue({ messages: [message], hasMore: false });
    vi.mocked(countMessages).mockResolvedValue({ inbox: 1, unread: 1, spam: 0 });
  });

  afterEach(() => {
    localStorage.clear();
    vi.mocked(hasAdminSession).mockReset();
    vi.mocked(signInAsAdmin).mockReset();
    vi.mocked(signOutAdmin).mockReset();
    vi.mocked(listMessages).mockReset();
    vi.mocked(countMessages).mockReset();
  });

  // Its title and noindex live in the static admin/index.html (tests/e2e/prerender.spec.ts).
  it('links back to the site', async () => {
    renderPage();
    await loginHeading();
    expect(screen.getByRole('link', { name: /back to the site/i })).toHaveAttribute('href', '/');
  });

  it('shows only a spinner while the session is checked', () => {
    vi.mocked(hasAdminSession).mockReturnValue(new Promise(() => {}));
    renderPage();
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("ignores a stale 'adminAuthenticated' flag without a session, and clears it", async () => {
    localStorage.setItem(FLAG, 'true');
    renderPage();
    expect(await loginHeading()).toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBeNull();
    expect(listMessages).not.toHaveBeenCalled();
  });

  it('opens the inbox for an existing session and sets the flag', async () => {
    vi.mocked(hasAdminSession).mockResolvedValue(true);
    renderPage();
    expect(await inboxHeading()).toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBe('true');
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('has one labelled password field for the login', async () => {
    renderPage();
    await loginHeading();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'current-password');
    expect(field).toHaveFocus();
    expect(document.querySelectorAll('input')).toHaveLength(1);
  });

  it("says 'Invalid password' for a wrong password and keeps the field", async () => {
    vi.mocked(signInAsAdmin).mockRejectedValue(new Error('Invalid password'));
    const { user } = renderPage();
    await loginHeading();
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    expect(signInAsAdmin).toHaveBeenCalledWith('wrong');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem(FLAG)).toBeNull();
  });

  it("says 'Invalid password' for an empty password without asking the backend", async () => {
    const { user } = renderPage();
    await loginHeading();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid password');
    expect(signInAsAdmin).not.toHaveBeenCalled();
  });

  it('shows progress, then opens the inbox, sets the flag and fetches the messages', async () => {
    let finish!: () => void;
    vi.mocked(signInAsAdmin).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPage();
    await loginHeading();
    await user.type(screen.getByLabelText('Password'), 'right{Enter}');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    finish();
    expect(await inboxHeading()).toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBe('true');
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(listMessages).toHaveBeenCalledTimes(1);
    expect(listMessages).toHaveBeenCalledWith({ folder: 'inbox', filter: 'all', limit: 25 });
  });

  it('logs out: signs out, clears the flag and shows the login', async () => {
    vi.mocked(hasAdminSession).mockResolvedValue(true);
    const { user } = renderPage();
    await inboxHeading();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await loginHeading()).toBeInTheDocument();
    expect(signOutAdmin).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(FLAG)).toBeNull();
  });

  it('closes the inbox as soon as Logout is pressed: nothing of it asks the backend while the session ends', async () => {
    vi.mocked(hasAdminSession).mockResolvedValue(true);
    let finish!: () => void;
    vi.mocked(signOutAdmin).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderPage();
    await inboxHeading();
    // The inbox's first load has come (its heading shows before its effect asks for messages).
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    const calls = vi.mocked(listMessages).mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('status', { name: 'Logging out' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact Messages' })).not.toBeInTheDocument();
    expect(vi.mocked(listMessages).mock.calls.length).toBe(calls);
    finish();
    expect(await loginHeading()).toBeInTheDocument();
  });

  it('still logs out locally when signing out fails', async () => {
    vi.mocked(hasAdminSession).mockResolvedValue(true);
    vi.mocked(signOutAdmin).mockRejectedValue(new Error('offline'));
    const { user } = renderPage();
    await inboxHeading();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await loginHeading()).toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBeNull();
  });

  it('works when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { user } = renderPage();
    await loginHeading();
    await user.type(screen.getByLabelText('Password'), 'right{Enter}');
    expect(await inboxHeading()).toBeInTheDocument();
  });
});
