/**
 * The shapes of the owner's own screens (/admin: the inbox, the pipeline, Insights): the words
 * of AdminTexts (admin.ts) and the names they are keyed by. Apart from types.ts, which holds the
 * public page's content: the page never loads these, and the chat function never reads them.
 */

import type { LeadStage, LostReason } from '../shared/stages.ts';

/** The admin inbox's two folders. */
export type InboxFolder = 'inbox' | 'spam';

/** Which of the inbox's messages a list shows. */
export type InboxFilter = 'all' | 'unread' | 'read';

/** What the owner can do to messages: mark them read or unread, file them in a folder, delete. */
export type InboxAction = 'read' | 'unread' | InboxFolder | 'delete';

/** The signed-in owner's three screens: the messages, the pipeline, and the insights into the site's visits. */
export type AdminView = 'messages' | 'pipeline' | 'insights';

/** The steps from a lead to a client, as 'What brings clients' counts them. */
export type LeadStep = 'leads' | 'replied' | 'call' | 'proposal' | 'won';

/** What the leads can be split by. */
export type LeadDimensionName =
  | 'bySource'
  | 'byEntryPage'
  | 'byReferrer'
  | 'byService'
  | 'byBudget'
  | 'byTimeline'
  | 'byLanguage';

/** The steps from a visit to a reply that the Insights view counts, in order. */
export type InsightsFunnelStep = 'visitors' | 'chatOpened' | 'messageSent' | 'replied' | 'won';

/** The ranked lists of the Insights view. */
export type InsightsList =
  'referrers' | 'pages' | 'languages' | 'countries' | 'projects' | 'services';

/** The codes of the database's spam rules. */
export type SpamRule = 'honeypot' | 'untouched' | 'no_signals' | 'site_limit';

/**
 * The words of the admin inbox. The inbox is the owner's own page, so it speaks one language (the
 * owner's), whatever languages the public page speaks; it lives in src/content/admin.ts.
 */
export interface AdminTexts {
  /** Accessible name of the admin page's top bar. */
  navigation: string;
  backToSite: string;
  /** The theme switch's name: on is the dark theme, off the light one. */
  darkTheme: string;
  /** What the spinner says while the stored session is looked up. */
  checkingSession: string;
  /** Said while the session is being ended (the inbox is already closed). */
  signingOut: string;
  /** In the admin page's place when its code could not load or it broke. */
  pageUnavailable: string;
  login: { heading: string; password: string; submit: string };
  /** The red box's texts: one for each kind of call, whatever went wrong in it. */
  errors: {
    load: string;
    update: string;
    delete: string;
    invalidPassword: string;
    tooManyAttempts: string;
    /** The backend (or the code that talks to it) could not be reached. */
    connection: string;
    /** A chat message's conversation could not be loaded. */
    conversation: string;
    /** The questions the assistant could not answer could not be loaded, or one dismissed. */
    questions: string;
    dismissQuestion: string;
    /** The Insights view's numbers could not be loaded. */
    insights: string;
  };
  /** The switch between the owner's views, kept in the address (`?view=pipeline`). */
  views: {
    /** Accessible name of the switch. */
    navigation: string;
    names: Record<AdminView, string>;
  };
  inbox: {
    heading: string;
    logout: string;
    /** What the spinner says while a list loads. */
    loading: string;
    /** Accessible name of the list of message cards. */
    messageList: string;
    loadMore: string;
    /** A number of messages, e.g. '1 message', '12 messages'. */
    messages: (count: number) => string;
    /** The line under the heading, for a folder that holds messages. */
    summary: (total: number, unread: number) => string;
    spamSummary: (total: number) => string;
    /**
     * The banner shown while the site-wide hourly cap is holding back the heaviest senders:
     * what it says, and the link to the Spam folder they are kept in.
     */
    heldBack: {
      summary: (messages: number, senders: number) => string;
      why: string;
      review: string;
    };
    /** What an empty list says, by filter, in Spam, and for a search that found nothing. */
    empty: Record<InboxFilter, string>;
    emptySpam: string;
    noMatch: (search: string) => string;
    /** What an empty list says when the lead filters (brief, source) found nothing. */
    noLeadMatch: string;
    /** The button that shows messages which arrived while the inbox was open. */
    newMessages: (count: number) => string;
    /** Announced after Load more: how many came, and whether more are left. */
    loaded: (count: number, more: boolean) => string;
    /** Announced after an action on several messages, e.g. '3 messages deleted'. */
    done: Record<InboxAction, (count: number) => string>;
  };
  folders: {
    /** Accessible name of the folder links. */
    navigation: string;
    names: Record<InboxFolder, string>;
    /** Read after a folder's name instead of its bare number, e.g. ', 12 messages'. */
    count: (count: number) => string;
  };
  filters: {
    /** Accessible name of the filter links. */
    navigation: string;
    names: Record<InboxFilter, string>;
  };
  /**
   * The lead filters: messages from the chat only, and a project brief's service, budget and
   * timeline (the values' names are the owner's words in src/shared/briefNames.ts).
   */
  leads: {
    /** Accessible name of the group of lead filters. */
    group: string;
    /** The toggle that lists only the conversations the chat handed over. */
    fromChat: string;
    /** Each select's first option, which narrows nothing. */
    any: { service: string; budget: string; timeline: string };
    /** Takes every lead filter off. */
    clear: string;
  };
  search: { label: string; placeholder: string };
  /** Where each lead stands: the card's control, the inbox's filter and the bulk bar's move. */
  stages: {
    /** The select's label on a card, and the filter's. */
    label: string;
    names: Record<LeadStage, string>;
    /** The filter's first option, which narrows nothing. */
    any: string;
    /** The bulk bar's select: its label and its first option, which moves nothing. */
    moveSelected: string;
    moveTo: string;
    lostReason: string;
    /** The reason select's first option: lost with no reason given. */
    noReason: string;
    lostReasons: Record<LostReason, string>;
    note: string;
    value: string;
    currency: string;
    /** Saves the reason, note, value and currency. */
    save: string;
    /** A value the database would refuse: a number from 0 to 10,000,000. */
    invalidValue: string;
    /** A currency not shaped as an ISO 4217 code. */
    invalidCurrency: string;
    /** Announced after a move: 'Moved to Won.'; after several: 'Moved 3 messages to Won.' */
    moved: (stage: string) => string;
    movedMany: (count: number, stage: string) => string;
    /** The details of a stage saved. */
    saved: string;
    undo: string;
    /** Announced after Undo: 'Back to Proposal.' */
    undone: (stage: string) => string;
    /** The pipeline above the inbox: its name, and a stage's count ('3 leads'). */
    pipeline: string;
    leads: (count: number) => string;
    /** A sum in a currency, e.g. '€5,800.50'. */
    money: (total: number, currency: string) => string;
  };
  /**
   * The leads waiting for the owner, at the top of the inbox: no reply after 48 hours, or a
   * proposal unanswered after 7 days.
   */
  followUps: {
    heading: string;
    /** Under the heading: how many wait in all ('3 leads wait for you'). */
    summary: (total: number) => string;
    /** Why each waits, by the database's reason; `other` for one it does not know. */
    why: { no_reply: string; proposal_unanswered: string; other: string };
    /** How long it has waited, from whole hours: '3 days', '5 hours'. */
    waited: (hours: number) => string;
    /** An entry whose lead has no subject. */
    noSubject: string;
    /** Under the list when more wait than it shows: 'and 4 more'. */
    more: (count: number) => string;
  };
  /**
   * The Pipeline view: a column per stage with its count and its sums per currency, then its
   * oldest leads as small cards that open the lead in the inbox.
   */
  pipeline: {
    heading: string;
    loading: string;
    /** In the view's place when its code could not load. */
    unavailable: string;
    retryHint: string;
    /** The line under the heading: every lead of the inbox, e.g. '1,204 leads in the inbox…'. */
    summary: (leads: number) => string;
    /** Accessible name of a stage's sums, one per currency. */
    worth: (stage: string) => string;
    /** Accessible name of a stage's cards. */
    oldest: (stage: string) => string;
    /** A stage no lead stands at. */
    empty: string;
    /** In a card's place of a name that is blank. */
    noName: string;
    /** How long ago a lead arrived, from its whole days: 'today', '3 days ago', '2 months ago'. */
    age: (days: number) => string;
    /** The link under a stage's cards to the rest of it, listed in the inbox: '12 more'. */
    more: (count: number) => string;
    /** The accessible name of that link: '12 more in Proposal, in the inbox'. */
    moreLabel: (count: number, stage: string) => string;
  };
  exportCsv: string;
  /** The exported file's column headings, and how it writes whether a message was read. */
  csv: {
    columns: {
      received: string;
      name: string;
      email: string;
      subject: string;
      message: string;
      folder: string;
      read: string;
      language: string;
      source: string;
      service: string;
      budget: string;
      timeline: string;
      summary: string;
      stage: string;
      stageChangedAt: string;
      answeredAt: string;
      dealValue: string;
      dealCurrency: string;
      lostReason: string;
      stageNote: string;
    };
    yes: string;
    no: string;
    /** The Source column's words: the contact form, or the chat. */
    sources: { form: string; chat: string };
  };
  /** The buttons of a card and of the bar above the list, by what they do. */
  actions: Record<InboxAction, string>;
  /** The bar's buttons on a phone, where only the word that matters fits. */
  shortActions: Record<Exclude<InboxAction, 'delete'>, string>;
  cancel: string;
  reply: string;
  /** The bar above the list, for the messages ticked in it. */
  bulk: {
    /** Accessible name of the bar. */
    group: string;
    selectAll: string;
    selected: (count: number) => string;
    confirmDelete: (count: number) => string;
  };
  card: {
    /** Accessible name of a card's tick box. */
    select: (name: string) => string;
    /** The chip naming the language of the page a message was sent from, e.g. 'French'. */
    language: (code: string) => string;
    /** What the chip says to screen readers and in its tooltip, e.g. 'Sent from the French page'. */
    sentFrom: (language: string) => string;
    unread: string;
    noSubject: string;
    confirmDelete: string;
    /** The owner's email about the message could not be sent, with the reason when known. */
    emailNotSent: string;
    emailNotSentBecause: (reason: string) => string;
    /** The badge on a message the chat handed over. */
    fromChat: string;
    /** Accessible name of the chips of a message's project brief. */
    brief: string;
    /** Read before a brief's chip, naming its field: 'Budget: ' before '5-10k'. */
    briefField: (field: string) => string;
    /** Names the line above a chat message's summary and the visitor's own words, if any. */
    summary: string;
    visitorWrote: string;
    /** The button that opens and closes a chat message's conversation. */
    showConversation: string;
    hideConversation: string;
    /** While the conversation loads, and the list's accessible name once it did. */
    loadingConversation: string;
    conversation: string;
    /** Who said a turn of the conversation. */
    roles: { user: string; assistant: string };
    retry: string;
    /**
     * In a card's place when the message could not be shown as usual (a stored value the page
     * cannot handle): over its stored values, each under its CSV column's name.
     */
    unshown: string;
  };
  /** A Spam card's note on why the message was filed there. */
  spamReasons: {
    heading: string;
    rules: Record<SpamRule, string>;
    /** A rule with what the visitor's browser sent, e.g. the hidden field's value. */
    ruleWithValue: (rule: string, value: string) => string;
    noRule: string;
    /** How long after opening the form the message was sent; `time` is a fillTime text. */
    sentAfter: (time: string) => string;
  };
  /** How long a visitor took to send. */
  fillTime: {
    seconds: (seconds: number, fractionDigits: number) => string;
    minutes: (minutes: number) => string;
  };
  /**
   * The questions the chat assistant could not answer: a panel that lists them, most asked first,
   * each dismissable once answered in the content.
   */
  questions: {
    /** The button that opens the panel, with how many questions wait. */
    toggle: (count: number) => string;
    /** Under the panel's button when open: what the list is and what to do with it. */
    intro: string;
    /** Accessible name of the list. */
    list: string;
    /** How often a question was asked, and when last (a formatted date). */
    asked: (times: number, last: string) => string;
    /** The languages it was asked in, from their codes, e.g. 'in English and French'. */
    languages: (codes: string[]) => string;
    dismiss: string;
    /** Announced when a question was dismissed. */
    dismissed: string;
    /** The open panel once every question was dismissed. */
    none: string;
    /** In a question's place when it could not be shown as usual: over its stored values. */
    unshown: string;
  };
  /**
   * The Insights view: the site's counted visits over a period (no cookies, no personal data), the
   * way from a visit to a reply, and what preceded a message.
   */
  insights: {
    heading: string;
    /** What the spinner says while the view's code or its numbers load. */
    loading: string;
    /** In the view's place when its code could not load, and under the error when its numbers could not. */
    unavailable: string;
    retryHint: string;
    /** The line under the heading: the period, and its first and last day ('2026-11-03', UTC). */
    summary: (days: number, from: string, to: string) => string;
    /** The 7 / 30 / 90 days links. */
    period: { navigation: string; name: (days: number) => string };
    /** A period without a single counted visit. */
    empty: string;
    emptyHint: string;
    /** A count as the view writes it, e.g. '1,204'. */
    count: (value: number) => string;
    /** A share as a percentage, e.g. '33.3%'. */
    percent: (share: number) => string;
    /** Shown for a share of nothing (the step before counted none), and what it reads as. */
    noShare: string;
    noShareLabel: string;
    /** A UTC date ('2026-11-03') on the chart's axis ('Nov 3') and in its table ('Tue, Nov 3, 2026'). */
    shortDay: (day: string) => string;
    longDay: (day: string) => string;
    totals: { visitors: string; pageViews: string };
    daily: {
      heading: string;
      /** What the chart is to a screen reader, with the period's totals. */
      chart: (days: number, visitors: number, pageViews: number) => string;
      caption: (days: number) => string;
      day: string;
      showTable: string;
      hideTable: string;
    };
    funnel: {
      heading: string;
      intro: string;
      caption: string;
      step: string;
      count: string;
      ofPrevious: string;
      ofVisits: string;
      steps: Record<InsightsFunnelStep, string>;
      /** Under the table: what the won leads are worth ('Won: €2,400.00, $300.00'). */
      wonValue: (values: string[]) => string;
    };
    /** 'What brings clients': the period's leads, how far they came and where they came from. */
    clients: {
      heading: string;
      intro: string;
      /** The steps, as the summary and the split table's columns name them. */
      steps: Record<LeadStep, string>;
      wonValue: string;
      /** A step's share of the one before ('50% of the step before'), for screen readers too. */
      ofPrevious: (percent: string) => string;
      medianFirstReply: string;
      /** A duration in seconds, said as an owner would ('3 h', '2 days'). */
      duration: (seconds: number) => string;
      noReplyYet: string;
      splitBy: string;
      dimensions: Record<LeadDimensionName, string>;
      caption: (dimension: string) => string;
      sources: { form: string; chat: string };
      /** A lead with no value for the dimension: no visit kept, or no brief or language. */
      notRecorded: string;
      notGiven: string;
      noLeads: string;
    };
    /** Each list's heading, its table's caption and its first column's heading. */
    lists: Record<InsightsList, { heading: string; caption: string; column: string }>;
    /** The other columns' headings. */
    columns: { visitors: string; pageViews: string; messages: string };
    /** A visit that came with no referrer and no source. */
    direct: string;
    /** Every path that is none of the site's home pages, counted together. */
    otherPages: string;
    /** A list the period left empty. */
    none: string;
    /** A language's name from its code ('fr' -> 'French'), a country's from its ('PT' -> 'Portugal'). */
    language: (code: string) => string;
    country: (code: string) => string;
    /** The switch that keeps this browser's visits out of the counts, and why it is rarely needed. */
    ignoreBrowser: { label: string; hint: string };
    /** In a panel's place when its numbers could not be shown as usual: over them as stored. */
    unshown: string;
  };
  /**
   * The form in a card that answers its message by email from the inbox: the reply's language,
   * subject and text, the message as it will be quoted, and Send (the reply function's).
   */
  composer: {
    /** The form's heading: 'Reply to Ada'. */
    heading: (name: string) => string;
    /** Under the heading: who the reply goes to. */
    to: (email: string) => string;
    /** While the form's code loads, and in its place when it could not load. */
    loading: string;
    unavailable: string;
    /** The fields' labels. */
    language: string;
    subject: string;
    body: string;
    /** Above the message as the reply will quote it. */
    quoted: string;
    send: string;
    /** Send's text while the reply is being sent. */
    sending: string;
    /** Asks the reply function for a draft of the body, and says so while it writes. */
    draft: string;
    drafting: string;
    /** Above a body the draft filled: what to do with it, by who wrote it. */
    drafted: { ai: string; template: string };
    /** Asked when a draft arrives and the owner had already written: replace their text or not. */
    replaceDraft: { question: string; replace: string; keep: string };
    /** Asked on Cancel or Escape when the owner wrote something: close and lose it, or not. */
    discard: { question: string; discard: string; keep: string };
    /** The other way: the owner's mail program, with the message quoted (a mailto: link). */
    mailApp: string;
    /** Announced once a reply went. */
    sent: (email: string) => string;
    /** Why Send or the draft did nothing; the owner's text stays in the form in every case. */
    errors: {
      noSubject: string;
      /** The subject is longer than a reply's may be (src/shared/reply.ts). */
      subjectTooLong: (max: number) => string;
      noBody: string;
      /** No answer: the network, or the page's code that talks to the server. */
      connection: string;
      /** The server no longer knows the owner's session (401). */
      session: string;
      /** A reply limit (429): the day's or this message's, as the server names it, or unnamed. */
      limit: (reason: string) => string;
      limitUnknown: string;
      /** The message is gone (404): deleted meanwhile. */
      notFound: string;
      /** The email provider refused or failed (502), with what it said when it said something. */
      provider: (reason: string) => string;
      providerUnknown: string;
      /** The text is longer than a reply's may be, or the whole more than the server takes (413). */
      tooLong: string;
      /** The server would not take this reply (400, 403). */
      refused: string;
      /** Anything else: a server error, an answer of the wrong shape. */
      failed: string;
      draft: string;
    };
  };
  /** The replies sent from the inbox, under their message, oldest first. */
  replies: {
    /** The list's heading. */
    heading: string;
    /** The chip beside the sender's name once a reply went. */
    replied: string;
    /** Where each reply stands (a reply not sent shows why under it, as the function said). */
    status: { sending: string; sent: string; failed: string };
    /** The toggle of a long text shown in a few lines (a reply, the quoted message). */
    showAll: string;
    showLess: string;
    /** In the list's place when it could not be shown. */
    unshown: string;
  };
  /** The email a Reply link starts: its subject, and the line above the quoted message. */
  replyEmail: {
    subject: (subject: string) => string;
    /** The subject when the visitor gave none. */
    noSubject: string;
    quoteHeader: (date: string, name: string) => string;
    /** The line above the quoted summary of a conversation the chat handed over. */
    chatQuoteHeader: (date: string, name: string) => string;
  };
}
