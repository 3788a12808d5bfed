import { adminTexts } from '../../../content/admin';
import { AdminError } from './errors';
import { FunctionFailure, invokeFunction } from './invoke-function';
import type { ReplyDraft } from './types';

/**
 * A draft of the body of a reply to a message, in `language`, from the reply function's draft
 * route (`POST /functions/v1/reply/draft`): written by the AI when the site has a key, else from
 * the language's template (src/content/locales/<code>/reply.ts). It sends nothing. Rejects with an
 * AdminError: the session's text when the server no longer knows the owner, else the draft's.
 */
export async function draftReply(messageId: string, language: string): Promise<ReplyDraft> {
  const texts = adminTexts.composer.errors;
  try {
    const data = (await invokeFunction('reply/draft', { messageId, language })) as Partial<
      Record<keyof ReplyDraft, unknown>
    > | null;
    if (
      typeof data?.body !== 'string' ||
      data.body.trim() === '' ||
      (data.source !== 'ai' && data.source !== 'template')
    ) {
      throw new TypeError('The draft has an unexpected shape');
    }
    return { body: data.body, source: data.source };
  } catch (error) {
    const session = error instanceof FunctionFailure && error.status === 401;
    throw new AdminError(session ? texts.session : texts.draft, { cause: error });
  }
}
