import { Header, type HeaderProps } from '../sections/Header';
import { hydrateIsland } from './hydrate';
import type { IslandView } from './islandView';

/** The header: its menu, theme switch and language switcher work from the first view. */
export const headerView: IslandView<HeaderProps> = {
  needsContent: false,
  render: (props) => <Header {...props} />,
};

export const hydrate = (element: HTMLElement) => hydrateIsland(element, headerView);
