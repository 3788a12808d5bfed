import { Portfolio } from '../sections/portfolio/Portfolio';
import { hydrateIsland } from './hydrate';
import type { IslandView } from './islandView';

/** The projects and their category filter, hydrated as the section nears the viewport. */
export const portfolioView: IslandView<Record<string, never>> = {
  needsContent: true,
  render: () => <Portfolio />,
};

export const hydrate = (element: HTMLElement) => hydrateIsland(element, portfolioView);
