// @vitest-environment node
/**
 * The import zones that eslint.config.js declares refuse what they should and let the rest
 * through: each case lints one import, in memory, as if written in the named file. The plugin
 * (eslint-plugin-import-x) resolves each import to the file it leads to, so every case names a
 * file that exists.
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** The rules that declare the zones. */
const ZONE_RULES = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'no-restricted-imports',
]);

/** What the import zones say about `code` in `file`. */
async function zoneMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === null || ZONE_RULES.has(message.ruleId))
    .map((message) => message.message);
}

const FEATURE = 'A feature does not import another feature';
const SITE = 'The site (src/) imports no Node code';
const FUNCTION_SPECIFIER = 'An Edge Function imports relative paths, or `npm:`';
const FUNCTION_EXTENSION = 'with its `.ts` extension';
const FUNCTION_OUTSIDE =
  'An Edge Function imports its own folder, packages, and only what it shares';
const SHARED_OUTSIDE = 'src/shared/ imports only its own files';
const SHARED_PACKAGE = 'src/shared/ imports no package';
const SHARED_EXTENSION = 'src/shared/ imports a relative path with its `.ts` extension';
const CYCLE = 'Dependency cycle';

describe.each([
  // A feature does not import another feature.
  ['src/features/admin/inbox/Inbox.tsx', "import { useChat } from '../../chat/useChat';", FEATURE],
  [
    'src/features/admin/api/list-messages.ts',
    "import { CONTACT_MAX_LENGTHS } from '../../contact/contactRules';",
    FEATURE,
  ],
  [
    'src/features/chat/ChatPanel.tsx',
    "import { Inbox } from '../../features/admin/inbox/Inbox';",
    FEATURE,
  ],
  [
    'src/features/chat/replies.ts',
    "import type { ContactDraft } from '../contact/contactDraft';",
    FEATURE,
  ],
  [
    'src/features/chat/replies.ts',
    "export { validateContact } from '../contact/contactRules';",
    FEATURE,
  ],
  ['src/features/contact/ContactForm.tsx', "import '../chat/ChatWidget';", FEATURE],
  // A lazy import too: the plugin follows import() as it follows a static one.
  ['src/features/contact/ContactForm.tsx', "void import('../chat/ChatWidget');", FEATURE],
  // The site imports neither scripts/ nor local-backend/.
  ['src/App.tsx', "import { startLocalBackend } from '../local-backend/server';", SITE],
  ['src/lib/config.ts', "import { buildSite } from '../../scripts/build';", SITE],
  [
    'src/features/contact/api/send.ts',
    "import { LOCAL_DEFAULTS } from '../../../../local-backend/env';",
    SITE,
  ],
  // However the path is written: the plugin follows it to the file.
  ['src/lib/config.ts', "import { buildSite } from './../../scripts/build';", SITE],
  ['src/lib/config.ts', "import { buildSite } from '../seo/../../scripts/build';", SITE],
  ['src/lib/config.ts', "import { e2eAdmin } from '../../tests/e2e/support/admin';", SITE],
  // An Edge Function imports only what its deploy can bundle.
  [
    'supabase/functions/chat/handler.ts',
    "import { buildSystemPrompt } from './prompt';",
    FUNCTION_EXTENSION,
  ],
  [
    'supabase/functions/chat/handler.ts',
    "import { corsFor } from '../_shared/cors.js';",
    FUNCTION_EXTENSION,
  ],
  [
    'supabase/functions/chat/handler.ts',
    "import { createClient } from '@supabase/supabase-js';",
    FUNCTION_SPECIFIER,
  ],
  ['supabase/functions/chat/handler.ts', "import { describe } from 'vitest';", FUNCTION_SPECIFIER],
  [
    'supabase/functions/chat/handler.ts',
    "import { readConfig } from '../../../src/lib/config.ts';",
    FUNCTION_OUTSIDE,
  ],
  [
    'supabase/functions/_shared/env.ts',
    "import { LOCAL_DEFAULTS } from '../../../local-backend/env.ts';",
    FUNCTION_OUTSIDE,
  ],
  [
    'supabase/functions/chat/handler.ts',
    "import { x } from '../../tests/spam-rules.test.ts';",
    FUNCTION_OUTSIDE,
  ],
  [
    'supabase/functions/chat/handler.ts',
    "import { site } from '../_shared/../../../src/lib/links.ts';",
    FUNCTION_OUTSIDE,
  ],
  [
    'supabase/functions/chat/handler.test.ts',
    "import { startTestBackend } from '../../../local-backend/test-support.ts';",
    FUNCTION_OUTSIDE,
  ],
  [
    'supabase/functions/chat/test/fakeGateway.ts',
    "import { limits } from '../limits';",
    FUNCTION_EXTENSION,
  ],
  // What the browser, the functions and the scripts share imports only itself, as Deno reads it.
  ['src/shared/brief.ts', "import { ui } from '../content/index.ts';", SHARED_OUTSIDE],
  ['src/shared/brief.ts', "import { config } from '../lib/config.ts';", SHARED_OUTSIDE],
  [
    'src/shared/database.types.ts',
    "import { LOCAL_DEFAULTS } from '../../local-backend/env.ts';",
    SHARED_OUTSIDE,
  ],
  ['src/shared/brief.ts', "import { createClient } from '@supabase/supabase-js';", SHARED_PACKAGE],
  ['src/shared/brief.ts', "import { readFileSync } from 'node:fs';", SHARED_PACKAGE],
  ['src/shared/briefNames.ts', "import type { Brief } from './brief';", SHARED_EXTENSION],
  // A module that imports back, through others, a module that imports it.
  ['src/lib/paths.ts', "import { Footer } from '../sections/Footer';", CYCLE],
  // A feature's files deeper down are in its zone too.
  [
    'src/features/admin/insights/a/b/c/d/e/deep.ts',
    "import { useChat } from '../../../../../../../chat/useChat';",
    FEATURE,
  ],
])('%s: %s', (file, code, rule) => {
  it('is refused', async () => {
    const messages = await zoneMessages(file, code);
    expect(messages.length, messages.join('\n')).toBeGreaterThan(0);
    expect(messages.join('\n')).toContain(rule);
  });
});

describe.each([
  // A feature imports itself and what is shared; a page composes features.
  ['src/features/admin/inbox/Inbox.tsx', "import { listMessages } from '../api/list-messages';"],
  ['src/features/admin/api/list-messages.ts', "import type { Folder } from './types';"],
  ['src/features/admin/api/list-messages.ts', "import { supabase } from '../../../lib/supabase';"],
  [
    'src/features/admin/inbox/BulkActions.tsx',
    "import { Button } from '../../../components/ui/Button';",
  ],
  ['src/features/chat/useChat.ts', "import { assistant } from '../../content';"],
  ['src/features/chat/ChatPanel.tsx', "import { useChat } from '../chat/useChat';"],
  ['src/pages/AdminPage.tsx', "import { Inbox } from '../features/admin/inbox/Inbox';"],
  [
    'src/sections/contact/ContactSection.tsx',
    "import { ContactForm } from '../../features/contact/ContactForm';",
  ],
  ['src/lib/supabase.ts', "const client = import('@supabase/supabase-js');"],
  // An Edge Function's own files, the content modules, and specifiers Deno resolves.
  ['supabase/functions/chat/handler.ts', "import { respond } from './responder.ts';"],
  ['supabase/functions/chat/handler.ts', "import { corsFor } from '../_shared/cors.ts';"],
  [
    'supabase/functions/chat/handler.ts',
    "import { assistant } from '../../../src/content/index.ts';",
  ],
  ['supabase/functions/imports.test.ts', "import { site } from '../../src/content/site.ts';"],
  [
    'supabase/functions/_shared/database.ts',
    "import type { Database } from '../../../src/shared/database.types.ts';",
  ],
  [
    'supabase/functions/chat/handoff.ts',
    "import { BRIEF_FIELDS } from '../../../src/shared/brief.ts';",
  ],
  [
    'supabase/functions/visit/event.ts',
    "import { countedPagePath } from '../../../src/lib/paths.ts';",
  ],
  // The shared contracts import their own files; their tests may import more.
  ['src/shared/briefNames.ts', "import type { Brief } from './brief.ts';"],
  ['src/shared/contact.test.ts', "import { readFileSync } from 'node:fs';"],
  // Everyone imports them: the site, the scripts, the local backend.
  ['src/features/contact/contactBrief.ts', "import { BRIEF_FIELDS } from '../../shared/brief';"],
  ['scripts/bench/insights.ts', "import type { Database } from '../../src/shared/database.types';"],
  [
    'supabase/functions/chat/handler.ts',
    "import { createClient } from 'npm:@supabase/supabase-js@2';",
  ],
  ['supabase/functions/chat/handler.ts', "import { assertEquals } from 'jsr:@std/assert@1';"],
  [
    'supabase/functions/chat/handler.ts',
    "import { serve } from 'https://deno.land/std@0.224.0/http/server.ts';",
  ],
  ['supabase/functions/chat/handler.ts', "import { createHash } from 'node:crypto';"],
  ['supabase/functions/chat/handler.test.ts', "import { describe, expect, it } from 'vitest';"],
  [
    'supabase/functions/chat/test/memoryLimits.ts',
    "import type { ChatLimits } from '../limits.ts';",
  ],
  ['supabase/functions/_test/vitestOnDeno.ts', "import { spyOn } from 'jest-mock';"],
  // Node-side code is outside the zones.
  [
    'supabase/tests/flood-guard.test.ts',
    "import { startTestBackend } from '../../local-backend/test-support';",
  ],
  ['tests/e2e/support/serve.ts', "import { buildSite } from '../../../scripts/build';"],
])('%s: %s', (file, code) => {
  it('is allowed', async () => {
    expect(await zoneMessages(file, code)).toEqual([]);
  });
});
