// The languages the public page is published in, base first (its page is /, the others' are
// /<code>/); the switcher lists them in this order. Each has its folder here. Change the list with
// `npm run locale -- add <code>` or `remove <code>` (or reorder it and run `npm run locale -- sync`):
// every file that names the languages follows it.
export const languages = ['en', 'fr', 'ar'] as const;
