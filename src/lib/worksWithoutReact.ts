/**
 * Marks a control the page operates with a listener of its own, not with React (the theme
 * switch: theme/theme.ts). Before its island hydrates, the islands' runtime lets a press of it
 * through instead of holding it for React (src/islands/runtime.ts).
 */
export const WORKS_WITHOUT_REACT = 'data-works-without-react';
