/**
 * Every island of the home page and where its code is: the browser loads an island's module only
 * when the page has one and it is due (runtime.ts). Each module hydrates its island with
 * hydrate.tsx; the prerender renders it with Island.tsx.
 */
export const islandModules = {
  header: () => import('./HeaderIsland'),
  chat: () => import('./ChatIsland'),
  portfolio: () => import('./PortfolioIsland'),
  certifications: () => import('./CertificationsIsland'),
  contact: () => import('./ContactIsland'),
} satisfies Record<string, () => Promise<{ hydrate(element: HTMLElement): Promise<void> }>>;

export type IslandName = keyof typeof islandModules;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandModules, name);
}
