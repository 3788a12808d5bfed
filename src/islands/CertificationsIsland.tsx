import { Certifications } from '../sections/certifications/Certifications';
import { hydrateIsland } from './hydrate';
import type { IslandView } from './islandView';

/** The certificates' filter and scrolling strip, hydrated as the section nears the viewport. */
export const certificationsView: IslandView<Record<string, never>> = {
  needsContent: true,
  render: () => <Certifications />,
};

export const hydrate = (element: HTMLElement) => hydrateIsland(element, certificationsView);
