import { afterEach, expect, it, vi } from 'vitest';
import { sendVisit } from './beacon';
import { listenForTrackedLinks } from './track';

vi.mock('./beacon', () => ({ sendVisit: vi.fn() }));

afterEach(() => {
  document.body.innerHTML = '';
});

it('counts a click on a link that names its event, with its target, until told to stop', async () => {
  document.body.innerHTML = `
    <a href="#a" data-visit-event="project_opened" data-visit-target="shop"><span>Code</span></a>
    <a href="#b" data-visit-event="not_an_event">Other</a>
    <a href="#c">Plain</a>`;
  const stop = listenForTrackedLinks();
  document.querySelector('span')!.click();
  document.querySelector<HTMLElement>('a[href="#b"]')!.click();
  document.querySelector<HTMLElement>('a[href="#c"]')!.click();
  await vi.waitFor(() =>
    expect(sendVisit).toHaveBeenCalledWith('project_opened', { target: 'shop' }),
  );
  expect(sendVisit).toHaveBeenCalledTimes(1);
  stop();
  document.querySelector('span')!.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(sendVisit).toHaveBeenCalledTimes(1);
});
