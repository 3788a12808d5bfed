import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '../../../content/admin';
import { profile } from '../../../content/index';
import { replyTexts } from '../../../content/locales/reply';
import { render, screen, waitFor, within } from '../../../test/render';
import { draftReply } from '../api/draft-reply';
import { markAnswered } from '../api/mark-answered';
import { ReplyError, sendReply, type ReplyToSend } from '../api/send-reply';
import type { ContactMessage, ListedReply, StoredReply } from '../api/types';
import { inboxColumns } from '../test/fixtures';
import { MessageCard } from './MessageCard';
import { replyHref } from './replyHref';

vi.mock('../api/get-transcript', () => ({ getTranscript: vi.fn() }));
vi.mock('../api/mark-answered', () => ({ markAnswered: vi.fn() }));
vi.mock('../api/draft-reply', () => ({ draftReply: vi.fn() }));
// The real ReplyError, so the card reads why a send failed as it does in the page.
vi.mock('../api/send-reply', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sendReply: vi.fn(),
}));

const texts = adminTexts.composer;

/** The owner's first name, as the reply signs it. */
const ownerFirst = profile.name.split(' ')[0]!;
/** Whether the site has the language `code` (a fork may have removed one of the sample's). */
const published = (code: string) => Object.hasOwn(replyTexts, code);

const lead: ContactMessage = {
  id: 'm1',
  name: 'Marie Dupont',
  email: 'marie@example.com',
  subject: 'Un site vitrine',
  message: 'Bonjour,\nJe voudrais un site pour ma boulangerie.',
  created_at: '2026-11-22T10:15:00Z',
  read: false,
  ...inboxColumns,
  language: 'fr',
};

/** The reply the function stores for what was sent. */
function stored(sent: ReplyToSend, changes: Partial<StoredReply> = {}): StoredReply {
  return {
    id: `reply-${sent.idempotencyKey}`,
    message_id: sent.messageId,
    idempotency_key: sent.idempotencyKey,
    created_at: '2026-11-22T11:00:00.123456+00:00',
    attempted_at: '2026-11-22T11:00:00.123456+00:00',
    language: sent.language,
    subject: sent.subject,
    body: sent.body,
    status: 'sent',
    provider_id: 'em_1',
    error: null,
    sent_at: '2026-11-22T11:00:01+00:00',
    ...changes,
  };
}

function renderCard(message: ContactMessage = lead) {
  render(
    <MessageCard
      message={message}
      onToggleRead={vi.fn().mockResolvedValue(true)}
      onMove={vi.fn().mockResolvedValue(true)}
      onDelete={vi.fn().mockResolvedValue(true)}
    />,
  );
  return userEvent.setup();
}

/** Presses Reply and waits for the form (its code loads on first use). */
async function openComposer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Reply' }));
  // Its code loads on first use: on a busy machine that may take more than the default second.
  const form = await screen.findByRole('region', { name: /^Reply to / }, { timeout: 5_000 });
  return {
    form,
    language: within(form).getByRole('combobox', { name: texts.language }),
    subject: within(form).getByRole('textbox', { name: texts.subject }) as HTMLInputElement,
    body: within(form).getByRole('textbox', { name: texts.body }) as HTMLTextAreaElement,
  };
}

const send = () => screen.getByRole('button', { name: texts.send });

beforeEach(() => {
  vi.mocked(sendReply)
    .mockReset()
    .mockImplementation(async (sent) => stored(sent));
  vi.mocked(draftReply).mockReset();
  vi.mocked(markAnswered).mockReset().mockResolvedValue(undefined);
});

describe('Reply opens a composer in the card', () => {
  it.each(
    [
      [
        'fr',
        'ltr',
        'Re : Un site vitrine',
        `Bonjour Marie Dupont,\n\n\n\nBien cordialement,\n${ownerFirst}`,
        'Le 22 novembre 2026',
      ],
      [
        'en',
        'ltr',
        'Re: Un site vitrine',
        `Hello Marie Dupont,\n\n\n\nBest regards,\n${ownerFirst}`,
        'On November 22, 2026',
      ],
      [
        'ar',
        'rtl',
        'رد: Un site vitrine',
        `مرحبًا Marie Dupont،\n\n\n\nمع أطيب التحيات،\n${ownerFirst}`,
        'في 22',
      ],
    ].filter(([language]) => published(language!)),
  )(
    'starts a message written in %s in its language, subject, greeting and sign-off',
    async (language, dir, subject, body, quoted) => {
      const user = renderCard({ ...lead, language });
      const composer = await openComposer(user);
      expect(composer.form).toHaveAccessibleName('Reply to Marie Dupont');
      expect(composer.language).toHaveValue(language);
      expect(composer.subject).toHaveValue(subject);
      expect(composer.body).toHaveValue(body);
      for (const field of [composer.subject, composer.body]) {
        expect(field).toHaveAttribute('dir', dir);
        expect(field).toHaveAttribute('lang', language);
      }
      // The caret waits on the line to write on, under the greeting.
      await waitFor(() => expect(composer.body).toHaveFocus());
      expect(body.slice(0, composer.body.selectionStart)).toMatch(/,\n\n$|،\n\n$/);
      // The message as the email will quote it, in the reply's language.
      const quote = within(composer.form).getByRole('figure', { name: texts.quoted });
      expect(quote).toHaveTextContent(quoted);
      expect(quote).toHaveTextContent('Je voudrais un site pour ma boulangerie.');
      // The footer gives way to the form while it is open.
      expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    },
  );

  it('starts in the base language for a language the site does not have', async () => {
    const user = renderCard({ ...lead, language: 'de' });
    expect((await openComposer(user)).language).toHaveValue('en');
  });

  it('offers the site’s languages, each named in the owner’s words and, if other, its own', async () => {
    const user = renderCard();
    const { language } = await openComposer(user);
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      [
        ['en', 'English'],
        ['fr', 'French · Français'],
        ['ar', 'Arabic · العربية'],
      ]
        .filter(([code]) => published(code!))
        .map(([, name]) => name),
    );
  });

  it('quotes a chat’s summary under the chat’s header, with its own subject', async () => {
    const user = renderCard({
      ...lead,
      language: 'en',
      source: 'chat',
      subject: '',
      chat_summary: 'Wants a booking app for a bakery.',
    });
    const composer = await openComposer(user);
    expect(composer.subject).toHaveValue(`Your message to ${profile.name}`);
    const quote = within(composer.form).getByRole('figure', { name: texts.quoted });
    expect(quote).toHaveTextContent('Marie Dupont asked in the chat:');
    expect(quote).toHaveTextContent('Wants a booking app for a bakery.');
  });

  it('keeps the mail app as a second choice, which still records the reply', async () => {
    const user = renderCard();
    const { form } = await openComposer(user);
    const mail = within(form).getByRole('link', { name: texts.mailApp });
    expect(mail).toHaveAttribute('href', replyHref(lead));
    const opened = vi.fn((event: MouseEvent) => event.preventDefault());
    window.addEventListener('click', opened);
    try {
      await user.click(mail);
    } finally {
      window.removeEventListener('click', opened);
    }
    expect(markAnswered).toHaveBeenCalledExactlyOnceWith('m1');
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

describe('switching language', () => {
  it('rewrites the subject, greeting and sign-off, and keeps the text typed between', async () => {
    const user = renderCard({ ...lead, language: 'en' });
    const composer = await openComposer(user);
    await user.keyboard('I can start in March.');
    await user.selectOptions(composer.language, 'fr');
    expect(composer.subject).toHaveValue('Re : Un site vitrine');
    expect(composer.body).toHaveValue(
      `Bonjour Marie Dupont,\n\nI can start in March.\n\nBien cordialement,\n${ownerFirst}`,
    );
    expect(composer.body).toHaveAttribute('lang', 'fr');

    if (!published('ar')) return;
    await user.selectOptions(composer.language, 'ar');
    expect(composer.body).toHaveAttribute('dir', 'rtl');
    expect(composer.body).toHaveValue(
      `مرحبًا Marie Dupont،\n\nI can start in March.\n\nمع أطيب التحيات،\n${ownerFirst}`,
    );
  });

  it('never rewrites a subject, greeting or sign-off the owner edited', async () => {
    const user = renderCard();
    const composer = await openComposer(user);
    await user.clear(composer.subject);
    await user.type(composer.subject, 'Votre boulangerie');
    await user.clear(composer.body);
    await user.type(composer.body, 'Salut Marie !{Enter}{Enter}À bientôt,{Enter}K.');
    await user.selectOptions(composer.language, 'en');
    expect(composer.subject).toHaveValue('Votre boulangerie');
    expect(composer.body).toHaveValue('Salut Marie !\n\nÀ bientôt,\nK.');
  });
});

describe('Send', () => {
  it('sends with a key made on opening; while it sends it says so; then the reply shows in the history', async () => {
    let answer!: (reply: StoredReply) => void;
    vi.mocked(sendReply).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const user = renderCard();
    const composer = await openComposer(user);
    await user.keyboard('Avec plaisir : appelons-nous mardi.');
    await user.click(send());

    const sending = screen.getByRole('button', { name: texts.sending });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(composer.body).toHaveAttribute('readonly');
    await user.click(sending);
    expect(sendReply).toHaveBeenCalledTimes(1);
    const sent = vi.mocked(sendReply).mock.calls[0]![0];
    expect(sent).toEqual({
      messageId: 'm1',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      subject: 'Re : Un site vitrine',
      body: `Bonjour Marie Dupont,\n\nAvec plaisir : appelons-nous mardi.\n\nBien cordialement,\n${ownerFirst}`,
      language: 'fr',
    });

    answer(stored(sent));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Reply to / })).toBeNull());
    const history = screen.getByRole('region', { name: adminTexts.replies.heading });
    const [item] = within(history).getAllByRole('listitem');
    expect(item).toHaveTextContent('Sent');
    expect(item).toHaveTextContent('Re : Un site vitrine');
    expect(within(item!).getByText(/Avec plaisir/)).toHaveAttribute('lang', 'fr');
    // Answered: the card says so, and focus is back on Reply.
    expect(screen.getByText(adminTexts.replies.replied, { selector: 'span' })).toBeInTheDocument();
    // Focus moves back in an effect after the form has gone: a busy machine makes that later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus());
    expect(screen.getByText(texts.sent('marie@example.com'))).toBeInTheDocument();
  });

  it.each([
    [false, 1],
    [true, 0],
  ])(
    'with read %s, marks the message read %i time(s) once a reply is sent',
    async (read, times) => {
      vi.mocked(sendReply).mockImplementationOnce(async (sent) => stored(sent));
      const onToggleRead = vi.fn().mockResolvedValue(true);
      const message = { ...lead, read };
      render(
        <MessageCard
          message={message}
          onToggleRead={onToggleRead}
          onMove={vi.fn().mockResolvedValue(true)}
          onDelete={vi.fn().mockResolvedValue(true)}
        />,
      );
      const user = userEvent.setup();
      await openComposer(user);
      await user.keyboard('Avec plaisir.');
      await user.click(send());
      await waitFor(() => expect(screen.queryByRole('region', { name: /^Reply to / })).toBeNull());
      expect(onToggleRead).toHaveBeenCalledTimes(times);
      if (times) expect(onToggleRead).toHaveBeenCalledWith(message);
    },
  );

  it('keeps the text when it fails, says why, and sends again with the same key', async () => {
    const failedReply = (sent: ReplyToSend) =>
      stored(sent, { status: 'failed', error: 'Domain not verified', sent_at: null });
    vi.mocked(sendReply).mockImplementationOnce(async (sent) => {
      throw new ReplyError('provider', texts.errors.provider('Domain not verified'), {
        reply: failedReply(sent),
      });
    });
    const user = renderCard();
    const composer = await openComposer(user);
    await user.keyboard('Merci !');
    const written = composer.body.value;
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      texts.errors.provider('Domain not verified'),
    );
    expect(composer.body).toHaveValue(written);
    expect(composer.body).not.toHaveAttribute('readonly');
    // The function kept it as failed: the history says so meanwhile.
    const history = screen.getByRole('region', { name: adminTexts.replies.heading });
    expect(history).toHaveTextContent('Not sent');
    expect(history).toHaveTextContent('Domain not verified');
    expect(
      screen.queryByText(adminTexts.replies.replied, { selector: 'span' }),
    ).not.toBeInTheDocument();

    await user.click(send());
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Reply to / })).toBeNull());
    const [first, second] = vi.mocked(sendReply).mock.calls.map(([sent]) => sent);
    expect(second).toEqual(first);
    // The same reply, sent this time: one item in the history.
    const items = within(
      screen.getByRole('region', { name: adminTexts.replies.heading }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).not.toHaveTextContent('Not sent');
  });

  it('sends an edited reply with a new key, so it is never taken for the one that failed', async () => {
    vi.mocked(sendReply).mockRejectedValueOnce(
      new ReplyError('connection', texts.errors.connection),
    );
    const user = renderCard();
    const composer = await openComposer(user);
    await user.keyboard('Merci !');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.errors.connection);
    await user.type(composer.body, ' À bientôt.');
    await user.click(send());
    await waitFor(() => expect(sendReply).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(sendReply).mock.calls.map(([sent]) => sent);
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('says why for any failure, the session’s included', async () => {
    vi.mocked(sendReply).mockRejectedValueOnce(new ReplyError('session', texts.errors.session));
    const user = renderCard();
    const composer = await openComposer(user);
    await user.keyboard('Merci !');
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.errors.session);
    expect(composer.body).toHaveValue(
      `Bonjour Marie Dupont,\n\nMerci !\n\nBien cordialement,\n${ownerFirst}`,
    );
  });

  it('sends nothing before the owner wrote, or without a subject, and says what is missing', async () => {
    const user = renderCard();
    const composer = await openComposer(user);
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(texts.errors.noBody);
    expect(composer.body).toHaveFocus();
    expect(composer.body).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('Merci !');
    await user.clear(composer.subject);
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(texts.errors.noSubject);
    expect(composer.subject).toHaveFocus();
    expect(sendReply).not.toHaveBeenCalled();
  });

  it('sends nothing longer than a reply may be, and says what to shorten', async () => {
    const user = renderCard();
    const composer = await openComposer(user);
    await user.paste('x'.repeat(20_001));
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(texts.errors.tooLong);
    expect(composer.body).toHaveFocus();

    await user.clear(composer.body);
    await user.type(composer.body, 'Merci !');
    await user.click(composer.subject);
    await user.paste('é'.repeat(300));
    await user.click(send());
    expect(screen.getByRole('alert')).toHaveTextContent(texts.errors.subjectTooLong(300));
    expect(composer.subject).toHaveFocus();
    expect(sendReply).not.toHaveBeenCalled();
  });

  it('sends with Ctrl+Enter', async () => {
    const user = renderCard();
    await openComposer(user);
    await user.keyboard('Merci !{Control>}{Enter}{/Control}');
    await waitFor(() => expect(sendReply).toHaveBeenCalledTimes(1));
  });
});

describe('Draft a reply', () => {
  const draft = `Bonjour Marie Dupont,\n\nMerci pour votre message.\n\nBien cordialement,\n${ownerFirst}`;

  it('fills an untouched body, and says the draft is the AI’s to check', async () => {
    vi.mocked(draftReply).mockResolvedValue({ body: draft, source: 'ai' });
    const user = renderCard();
    const composer = await openComposer(user);
    await user.click(screen.getByRole('button', { name: texts.draft }));
    expect(draftReply).toHaveBeenCalledWith('m1', 'fr');
    await waitFor(() => expect(composer.body).toHaveValue(draft));
    expect(screen.getByRole('status')).toHaveTextContent(texts.drafted.ai);
    // It never sends by itself.
    expect(sendReply).not.toHaveBeenCalled();
  });

  it('asks before replacing text the owner typed, and keeps it unless told', async () => {
    vi.mocked(draftReply).mockResolvedValue({ body: draft, source: 'template' });
    const user = renderCard();
    const composer = await openComposer(user);
    await user.keyboard('Mon texte.');
    const mine = composer.body.value;
    await user.click(screen.getByRole('button', { name: texts.draft }));

    const question = await screen.findByRole('group', { name: texts.replaceDraft.question });
    expect(within(question).getByRole('button', { name: texts.replaceDraft.keep })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: texts.replaceDraft.keep }));
    expect(composer.body).toHaveValue(mine);
    expect(composer.body).toHaveFocus();

    await user.click(screen.getByRole('button', { name: texts.draft }));
    await user.click(await screen.findByRole('button', { name: texts.replaceDraft.replace }));
    expect(composer.body).toHaveValue(draft);
    expect(screen.getByRole('status')).toHaveTextContent(texts.drafted.template);
  });

  it('keeps the language while it drafts, and says when no draft came', async () => {
    let fail!: (error: Error) => void;
    vi.mocked(draftReply).mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const user = renderCard();
    const composer = await openComposer(user);
    await user.click(screen.getByRole('button', { name: texts.draft }));
    expect(screen.getByRole('button', { name: texts.drafting })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(composer.language).toBeDisabled();
    fail(new Error(texts.errors.draft));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.errors.draft);
    expect(composer.language).toBeEnabled();
  });
});

describe('the keyboard', () => {
  it('closes an untouched composer with Escape, and gives focus back to Reply', async () => {
    const user = renderCard();
    await openComposer(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: /^Reply to / })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus());
  });

  it('asks before closing when text was typed: Escape keeps writing, Discard closes', async () => {
    const user = renderCard();
    const composer = await openComposer(user);
    await user.keyboard('Merci !');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('group', { name: texts.discard.question });
    expect(within(question).getByRole('button', { name: texts.discard.keep })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: texts.discard.question })).not.toBeInTheDocument();
    expect(composer.body).toHaveFocus();
    expect(composer.body.value).toContain('Merci !');

    await user.click(screen.getByRole('button', { name: adminTexts.cancel }));
    await user.click(screen.getByRole('button', { name: texts.discard.discard }));
    expect(screen.queryByRole('region', { name: /^Reply to / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toHaveFocus();

    // A new reply starts afresh.
    const again = await openComposer(user);
    expect(again.body.value).not.toContain('Merci !');
  });
});

describe('the history', () => {
  const earlier: ListedReply[] = [
    {
      id: 'r2',
      created_at: '2026-11-23T09:00:00+00:00',
      language: 'ar',
      subject: 'رد: Un site vitrine',
      body: 'شكرًا.',
      status: 'failed',
      error: 'The email API answered 503.',
      sent_at: null,
    },
    {
      id: 'r1',
      created_at: '2026-11-22T11:00:00+00:00',
      language: 'fr',
      subject: 'Re : Un site vitrine',
      body: `Bonjour Marie,\n\n${'Une longue réponse. '.repeat(20)}\n\nBien cordialement,\n${ownerFirst}`,
      status: 'sent',
      error: null,
      sent_at: '2026-11-22T11:00:02+00:00',
    },
  ];

  it('shows the replies the list carried, oldest first, a long one in a few lines', async () => {
    const user = renderCard({ ...lead, message_replies: earlier });
    const history = screen.getByRole('region', { name: adminTexts.replies.heading });
    const [first, second] = within(history).getAllByRole('listitem');
    expect(first).toHaveTextContent('Sent');
    expect(first).toHaveTextContent('French');
    expect(second).toHaveTextContent('Not sent');
    expect(within(second!).getByText('The email API answered 503.')).toBeInTheDocument();
    if (published('ar')) {
      expect(within(second!).getByText('رد: Un site vitrine')).toHaveAttribute('dir', 'rtl');
    }

    const more = within(first!).getByRole('button', { name: adminTexts.replies.showAll });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(text).toHaveClass('line-clamp-3');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent(adminTexts.replies.showLess);
    expect(text).not.toHaveClass('line-clamp-3');
    // A short one has nothing to open.
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(adminTexts.replies.replied, { selector: 'span' })).toBeInTheDocument();
  });

  it('shows no history for a message without replies', () => {
    renderCard();
    expect(
      screen.queryByRole('region', { name: adminTexts.replies.heading }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByText(adminTexts.replies.replied, { selector: 'span' }),
    ).not.toBeInTheDocument();
  });
});
