// SAMPLE CONTENT: what the chat assistant highlights. Its facts and guidelines are in
// locales/<code>/assistant.ts (its greetings in greetings.ts beside it); its system prompt
// (supabase/functions/chat) is built from them and the rest of src/content, so every fact has one
// source.

/**
 * Ids from projects.ts of the projects the assistant highlights, most telling first. Any number
 * will do: with two projects, name one or both; with `[]` it names none on its own.
 */
export const keyProjectIds: readonly string[] = ['web-1', 'mobile-1', 'chatbot-1'];
