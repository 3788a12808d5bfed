import { afterEach, describe, expect, it, vi } from 'vitest';

/** vi.waitFor gives up after 1 s by default, which a busy machine can take; 20 s ends a hang. */
const EVENTUALLY = { timeout: 20_000 };

const sendVisit = vi.fn();
vi.mock('./beacon', () => ({ sendVisit }));

const { loadBeacon, trackPageViewWhenIdle, trackVisit } = await import('./track');

afterEach(() => {
  sendVisit.mockClear();
  vi.unstubAllGlobals();
});

describe('trackVisit', () => {
  it('hands the event to the beacon once its code has loaded', async () => {
    trackVisit('project_opened', { target: 'shop' });
    expect(sendVisit).not.toHaveBeenCalled();
    await vi.waitFor(
      () => expect(sendVisit).toHaveBeenCalledWith('project_opened', { target: 'shop' }),
      EVENTUALLY,
    );
  });

  it('sends at once, in the same task, once the code is there (a click that leaves the page)', async () => {
    await loadBeacon();
    trackVisit('language_switched', { target: 'fr' });
    expect(sendVisit).toHaveBeenCalledWith('language_switched', { target: 'fr' });
  });
});

describe('trackPageViewWhenIdle', () => {
  it('waits for the browser to be idle, then sends one page view', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 1;
    });
    trackPageViewWhenIdle();
    await Promise.resolve();
    expect(sendVisit).not.toHaveBeenCalled();
    idle!();
    await vi.waitFor(
      () => expect(sendVisit).toHaveBeenCalledWith('page_view', undefined),
      EVENTUALLY,
    );
    expect(sendVisit).toHaveBeenCalledTimes(1);
  });
});
