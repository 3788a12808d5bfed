import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, ErrorFallback, LazyBoundary, type FallbackProps } from './ErrorBoundary';

const CHUNK_FAILURE = new TypeError('Failed to fetch dynamically imported module');

/** The site's fallback, as the boundaries below show it. */
function fallback({ retry, retries }: FallbackProps) {
  return <ErrorFallback retry={retry} focus={retries > 0} />;
}

/** A child that throws while `broken.now` is true. */
const broken = { now: true };
function Fragile() {
  if (broken.now) throw new Error('Cannot read properties of undefined');
  return <p>The part works.</p>;
}

beforeEach(() => {
  broken.now = true;
  // React reports each error a boundary caught; in these tests they are expected.
  vi.mocked(console.error).mockImplementation(() => {});
});

describe('ErrorBoundary', () => {
  it("shows the fallback in a child's place when the child throws, not the error", () => {
    render(
      <>
        <p>The rest of the page.</p>
        <ErrorBoundary fallback={fallback}>
          <Fragile />
        </ErrorBoundary>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not load.');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(alert).not.toHaveTextContent('Cannot read properties');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.getByText('The rest of the page.')).toBeInTheDocument();
  });

  it('renders the child again on "Try again", once it works', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <ErrorBoundary fallback={fallback} onRetry={onRetry}>
        <Fragile />
      </ErrorBoundary>,
    );

    broken.now = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The part works.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback again, with focus on "Try again", when the retry fails too', async () => {
    const user = userEvent.setup();
    render(
      <ErrorBoundary fallback={fallback}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});

describe('LazyBoundary', () => {
  function Part({ greeting }: { greeting: string }) {
    return <p>{greeting}</p>;
  }

  it('loads the code again on "Try again" after a chunk failed to load once', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(CHUNK_FAILURE)
      .mockResolvedValue({ default: Part });
    render(
      <LazyBoundary
        load={load}
        props={{ greeting: 'Loaded at last.' }}
        loading={<p>Loading...</p>}
        fallback={fallback}
      />,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent(/TypeError|dynamically imported module/);
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Loaded at last.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows what `loading` holds while the code loads, and loads it once', async () => {
    let arrive!: (module: { default: typeof Part }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Part }>((res) => (arrive = res)));
    const { rerender } = render(
      <LazyBoundary
        load={load}
        props={{ greeting: 'Hi' }}
        loading={<p>Loading...</p>}
        fallback={fallback}
      />,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    arrive({ default: Part });
    expect(await screen.findByText('Hi')).toBeInTheDocument();
    rerender(
      <LazyBoundary load={load} props={{ greeting: 'Hello' }} loading={null} fallback={fallback} />,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
