/**
 * The islands in view from the start, and their modules: they hydrate at the visitor's first sign
 * of life ("first-interaction", runtime.ts), and the build puts them, with everything they
 * import, in one chunk beside React (vite.config.ts), so that first touch loads two files of code
 * instead of a dozen small ones.
 */
export const FIRST_VIEW_ISLANDS = { header: 'HeaderIsland.tsx', chat: 'ChatIsland.tsx' } as const;
