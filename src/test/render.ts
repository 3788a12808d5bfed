/**
 * Testing Library's render and renderHook with the owner's content around the tree, as the entry
 * points provide it: English unless a test passes another language's content. Component tests
 * import from here instead of '@testing-library/react'.
 */
import {
  render as renderInDom,
  renderHook as renderHookInDom,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { content as baseContent, type Content } from '../content';
import { ContentContext } from '../i18n/contentContext';

export * from '@testing-library/react';

interface ContentOption {
  /** The content the tree reads through useContent(); English by default. */
  content?: Content;
}

function withContent(content: Content = baseContent) {
  return function ContentWrapper({ children }: { children: ReactNode }) {
    return createElement(ContentContext, { value: content }, children);
  };
}

export function render(ui: ReactElement, options: RenderOptions & ContentOption = {}) {
  const { content, ...rest } = options;
  return renderInDom(ui, { wrapper: withContent(content), ...rest });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderHookOptions<Props> & ContentOption = {},
) {
  const { content, ...rest } = options;
  return renderHookInDom(hook, { wrapper: withContent(content), ...rest });
}
