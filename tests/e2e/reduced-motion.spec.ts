import type { Locator, Page } from '@playwright/test';
import { hero, profile, ui } from '../../src/content';
import { holdReplies } from './support/chat';
import { expect, scrollThroughPage, test } from './support/fixtures';

/*
 * Everything that moves stays still when the visitor's system asks for reduced motion. Each check
 * runs twice, the same way: with `prefers-reduced-motion: reduce` it must see nothing move, and
 * without it the very same check must see the motion, so no assertion here passes by accident.
 */

/** The headline glitch: on for 200 ms every 3000 ms. */
const GLITCH_EVERY_MS = 3000;
const STEP_MS = 100;

/**
 * Lets the page finish the work its timers started: React renders a state update in a task it
 * posts through a MessageChannel, so two round trips through another channel come after it.
 */
async function settle(page: Page): Promise<void> {
  for (let trip = 0; trip < 2; trip += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

interface GlitchFrame {
  glitching: string | undefined;
  /** The colour-split copy of the text that the glitch draws (CSS `content` of ::before). */
  copy: string;
}

/**
 * Advances the page's clock through three and a third glitch periods in 100 ms steps, letting
 * the page render after each, and returns every change the headline went through.
 */
async function watchHeadlineOverTime(page: Page): Promise<GlitchFrame[]> {
  // Time stands still between the steps, so a 200 ms glitch cannot come and go unseen.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.evaluate(() => {
    const headline = document.getElementById('home-title')!;
    const frames: GlitchFrame[] = [];
    (window as unknown as { __glitchFrames: GlitchFrame[] }).__glitchFrames = frames;
    new MutationObserver(() => {
      frames.push({
        glitching: headline.dataset.glitching,
        copy: getComputedStyle(headline, '::before').content,
      });
    }).observe(headline, { attributes: true, attributeFilter: ['class', 'data-glitching'] });
  });
  for (let elapsed = 0; elapsed < GLITCH_EVERY_MS * 3 + 1000; elapsed += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    await settle(page);
  }
  return page.evaluate(
    () => (window as unknown as { __glitchFrames: GlitchFrame[] }).__glitchFrames,
  );
}

interface StripFrame {
  cardLeft: number;
  transform: string;
  scrollLeft: number;
}

/** The fewest frames a watch of the strip samples, however long they take to come. */
const STRIP_FRAMES = 12;

/**
 * The certificate strip's first card, the track's transform and the strip's scroll, each frame
 * for at least a second and at least STRIP_FRAMES frames: a busy machine draws fewer frames a
 * second, so it is watched longer rather than seen less.
 */
function watchStrip(page: Page): Promise<StripFrame[]> {
  return page.evaluate(
    (minFrames) =>
      new Promise<StripFrame[]>((resolve) => {
        const strip = document.querySelector<HTMLElement>('[data-testid="certifications-strip"]')!;
        const track = document.querySelector<HTMLElement>('[data-testid="certifications-track"]')!;
        const card = track.querySelector('a')!;
        const frames: StripFrame[] = [];
        const start = performance.now();
        const sample = () => {
          frames.push({
            cardLeft: card.getBoundingClientRect().left,
            transform: getComputedStyle(track).transform,
            scrollLeft: strip.scrollLeft,
          });
          if (performance.now() - start < 1000 || frames.length < minFrames) {
            requestAnimationFrame(sample);
          } else resolve(frames);
        };
        requestAnimationFrame(sample);
      }),
    STRIP_FRAMES,
  );
}

/** The animations on the certificate strip's moving track, e.g. 'marquee running'. */
function trackAnimations(page: Page): Promise<string[]> {
  return page
    .getByTestId('certifications-track')
    .evaluate((track) =>
      track
        .getAnimations()
        .map((animation) => `${(animation as CSSAnimation).animationName} ${animation.playState}`),
    );
}

/**
 * Starts recording every vertical scroll position the page passes through; the function it
 * returns resolves with them once a scroll has ended (`scrollend`).
 */
async function recordScrolling(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const positions: number[] = [];
    const ended = new Promise<number[]>((resolve) =>
      window.addEventListener('scrollend', () => resolve(positions), { once: true }),
    );
    (window as unknown as { __scrolls: Promise<number[]> }).__scrolls = ended;
    window.addEventListener('scroll', () => positions.push(Math.round(window.scrollY)));
  });
  return () =>
    page.evaluate(() => (window as unknown as { __scrolls: Promise<number[]> }).__scrolls);
}

/** Follows the header's 'About' link with the keyboard and returns the scroll positions passed. */
async function followHeaderLinkToAbout(page: Page): Promise<number[]> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const scrolled = await recordScrolling(page);
  const about = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true });
  await about.press('Enter');
  await expect(page).toHaveURL(/#about$/);
  // Wait until the page has arrived and stopped.
  const positions = await scrolled();
  await expect(page.locator('section#about')).toBeInViewport();
  expect(positions.at(-1)).toBe(await page.evaluate(() => Math.round(window.scrollY)));
  expect(positions.at(-1)).toBeGreaterThan(1000);
  return positions;
}

/** Sends a chat message and, while the reply is held back, describes the typing dots' animations. */
async function typingDotAnimations(page: Page): Promise<string[][]> {
  const release = await holdReplies(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat' }).press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await page.keyboard.type('Do you build chatbots?');
  await page.keyboard.press('Enter');
  await expect(panel.getByText(ui.chat.typing(profile.name))).toBeVisible();
  const dots = panel.getByTestId('typing-dot');
  await expect(dots).toHaveCount(3);
  const animations = await dots.evaluateAll((elements) =>
    elements.map((element) =>
      element
        .getAnimations()
        .map(
          (animation) =>
            `${(animation as CSSAnimation).animationName ?? 'animation'} ${animation.playState}`,
        ),
    ),
  );
  release();
  await expect(panel.getByRole('log').getByRole('listitem')).toHaveCount(4, { timeout: 15_000 });
  return animations;
}

interface HoverChange {
  /** Position and size before and after the pointer rests on it. */
  boxBefore: { x: number; y: number; width: number; height: number };
  boxAfter: { x: number; y: number; width: number; height: number };
  /** A colour or filter that changes on hover with or without motion: proof the hover happened. */
  cueBefore: string;
  cueAfter: string;
}

/** Rests the pointer on `target` until its transitions end; reports what changed. */
async function hover(target: Locator, cue: 'borderColor' | 'boxShadow' | 'filter') {
  const read = () =>
    target.evaluate((element, property) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { box: { x, y, width, height }, cue: getComputedStyle(element)[property] };
    }, cue);
  await target.scrollIntoViewIfNeeded();
  const before = await read();
  await target.hover();
  await expect
    .poll(() =>
      target.evaluate(
        (element) => element.getAnimations().filter((a) => a.playState === 'running').length,
      ),
    )
    .toBe(0);
  const after = await read();
  return {
    boxBefore: before.box,
    boxAfter: after.box,
    cueBefore: before.cue,
    cueAfter: after.cue,
  } satisfies HoverChange;
}

/** The page's elements that grow or lift on hover, with a style that shows the hover took. */
function hoverTargets(page: Page) {
  return [
    {
      label: 'a service card',
      target: page.locator('section#services li').filter({ has: page.getByRole('heading') }),
      cue: 'borderColor',
    },
    {
      label: 'a tech logo',
      target: page.getByRole('img', { name: 'React' }).locator('..'),
      cue: 'boxShadow',
    },
    {
      label: 'a social link',
      target: page.locator('section#contact').getByRole('link', { name: 'GitHub' }),
      cue: 'borderColor',
    },
    {
      label: 'the chat launcher',
      target: page.getByRole('button', { name: 'Open chat' }),
      cue: 'filter',
    },
  ] as const;
}

/** Uses the page the way a visitor does: scrolls it all, opens the phone menu and the chat. */
async function useThePage(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await scrollThroughPage(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.setViewportSize({ width: 390, height: 844 });
  const toggle = page.locator('button[aria-controls="mobile-menu"]');
  await toggle.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await page.getByRole('button', { name: 'Open chat' }).press('Enter');
  await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
}

/** Every animation or transition in the document that has not finished, named, with where it is. */
function unfinishedAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState !== 'finished')
      .map((animation) => {
        const name =
          (animation as CSSAnimation).animationName ??
          (animation as CSSTransition).transitionProperty ??
          'script animation';
        const target = (animation.effect as KeyframeEffect | null)?.target;
        // Where it is and whether it has even started: enough to tell a loop from a held start.
        const where = target?.closest('section, footer, [role="dialog"], header');
        const state = animation.pending
          ? `${animation.playState}, not started`
          : animation.playState;
        return `${name} (${state}) on ${target?.getAttribute('data-testid') ?? target?.tagName ?? '?'} in ${where ? `${where.tagName.toLowerCase()}#${where.id}` : 'the page'}`;
      }),
  );
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero headline never glitches', async ({ page, consoleErrors: _consoleErrors }) => {
    await page.clock.install();
    await page.goto('/');
    const headline = page.getByRole('heading', { level: 1 });
    const changes = await watchHeadlineOverTime(page);
    expect(changes).toEqual([]);
    await expect(headline).toHaveAttribute('data-glitching', 'false');
    await expect(headline).not.toHaveClass(/glitch-active/);
    expect(await headline.evaluate((h1) => getComputedStyle(h1, '::before').content)).toBe('none');
  });

  test('the certificate strip stands still, as a row the visitor scrolls', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto('/#certifications');
    const strip = page.getByTestId('certifications-strip');
    await expect(strip).toHaveAttribute('data-mode', 'still');
    // Nothing moves, so there is nothing to pause.
    await expect(page.getByRole('button', { name: /scrolling/ })).toHaveCount(0);
    expect(await trackAnimations(page)).toEqual([]);
    // At least STRIP_FRAMES frames over at least a second, all the same.
    const frames = await watchStrip(page);
    expect(frames.length).toBeGreaterThanOrEqual(STRIP_FRAMES);
    expect(new Set(frames.map((frame) => JSON.stringify(frame))).size).toBe(1);
    expect(frames[0]!.transform).toBe('none');
  });

  test('scrolling is not smooth: a header link jumps straight to its section', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const positions = await followHeaderLinkToAbout(page);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    // Every scroll event already reports the destination: no positions in between.
    expect(new Set(positions).size).toBe(1);
  });

  test('the chat typing indicator sits still', async ({ page, consoleErrors: _consoleErrors }) => {
    const animations = await typingDotAnimations(page);
    expect(animations).toEqual([[], [], []]);
  });

  test('nothing lifts or grows on hover', async ({ page, consoleErrors: _consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    for (const { label, target, cue } of hoverTargets(page)) {
      const change = await hover(target.first(), cue);
      expect(change.cueAfter, `${label} shows the hover`).not.toBe(change.cueBefore);
      expect(change.boxAfter, `${label} stays where it was`).toEqual(change.boxBefore);
    }
  });

  test('no animation keeps running after the page has been used', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await useThePage(page);
    // Short colour transitions (the header, focus rings) may still be ending; nothing may loop.
    await expect.poll(() => unfinishedAnimations(page)).toEqual([]);
  });
});

test.describe('without a motion preference, the same checks see the motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('the hero headline glitches for a moment every 3 s', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const changes = await watchHeadlineOverTime(page);
    const glitches = changes.filter((frame) => frame.glitching === 'true');
    expect(glitches.length).toBeGreaterThanOrEqual(3);
    for (const frame of glitches) expect(frame.copy).toBe(`"${hero.headline}"`);
    expect(changes.filter((frame) => frame.glitching === 'false').length).toBeGreaterThanOrEqual(
      glitches.length - 1,
    );
  });

  test('the certificate strip moves on its own, and stops under the pointer', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await page.goto('/#certifications');
    await expect(page.getByTestId('certifications-strip')).toHaveAttribute('data-mode', 'marquee');
    await expect.poll(() => trackAnimations(page)).toEqual(['marquee running']);
    const frames = await watchStrip(page);
    // Three places or more is a glide, not one jump (the watch spans a dozen frames or more).
    expect(new Set(frames.map((frame) => frame.cardLeft)).size).toBeGreaterThanOrEqual(3);
    expect(frames.at(-1)!.cardLeft).toBeLessThan(frames[0]!.cardLeft);
    // Pausing on hover (WCAG 2.2.2) really stops it.
    await page.getByTestId('certifications-strip').hover();
    await expect.poll(() => trackAnimations(page)).toEqual(['marquee paused']);
    const pausedFrames = await watchStrip(page);
    expect(new Set(pausedFrames.map((frame) => frame.cardLeft)).size).toBe(1);
  });

  test('scrolling is smooth: a header link glides to its section', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    const positions = await followHeaderLinkToAbout(page);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth');
    // Stops on the way, each nearer the section than the last: a glide. How many depends on the
    // frames drawn during it, which a busy machine lowers; one is enough to tell it from the jump
    // of reduced motion, where every scroll event already reports the destination.
    expect(new Set(positions).size).toBeGreaterThanOrEqual(2);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  test('the chat typing indicator bounces', async ({ page, consoleErrors: _consoleErrors }) => {
    const animations = await typingDotAnimations(page);
    expect(animations).toEqual([['bounce running'], ['bounce running'], ['bounce running']]);
  });

  test('cards and icons lift or grow on hover', async ({ page, consoleErrors: _consoleErrors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    for (const { label, target, cue } of hoverTargets(page)) {
      const change = await hover(target.first(), cue);
      expect(change.cueAfter, `${label} shows the hover`).not.toBe(change.cueBefore);
      expect(change.boxAfter, `${label} moves or grows`).not.toEqual(change.boxBefore);
    }
  });

  test('animations keep running after the page has been used', async ({
    page,
    consoleErrors: _consoleErrors,
  }) => {
    await useThePage(page);
    await expect
      .poll(() => unfinishedAnimations(page))
      .toContainEqual(expect.stringMatching(/^marquee \(running\) on certifications-track /));
  });
});
