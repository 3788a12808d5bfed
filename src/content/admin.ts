// The words of the admin inbox. The inbox is the owner's own page, so it speaks the owner's one
// language whatever languages the public page speaks: translate this file to your own.
import { nameOf } from './displayNames.ts';
import type { AdminTexts } from './adminTypes.ts';

/** Language names in the owner's language: 'fr' -> 'French'; a code Intl cannot name, as it is. */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
const languageName = (code: string) => nameOf(languageNames, code);

/** 'English and French'. */
const languageList = new Intl.ListFormat('en', { type: 'conjunction' });

/** '1 message', '12 messages'. */
const messages = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`;

/** Country names in the owner's language: 'PT' -> 'Portugal'; a code Intl cannot name, as it is. */
const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

const counts = new Intl.NumberFormat('en');
const ago = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const percents = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

/** A UTC calendar day ('2026-11-03') in words, whatever the owner's time zone. */
const dayFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (day: string) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? day : format.format(date);
  };
};
const shortDay = dayFormat({ month: 'short', day: 'numeric' });
const rangeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

export const adminTexts: AdminTexts = {
  navigation: 'Admin',
  backToSite: 'Back to the site',
  darkTheme: 'Dark theme',
  checkingSession: 'Checking your session',
  signingOut: 'Logging out',
  pageUnavailable: 'The admin page could not load.',
  login: { heading: 'Admin Login', password: 'Password', submit: 'Login' },
  errors: {
    load: 'Failed to load messages',
    update: 'Failed to update message status',
    delete: 'Failed to delete message',
    invalidPassword: 'Invalid password',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    connection: 'Could not reach the server. Please check your connection and try again.',
    conversation: 'Failed to load the conversation',
    questions: 'Failed to load the questions',
    dismissQuestion: 'Failed to dismiss the question',
    insights: 'Failed to load the insights',
  },
  views: {
    navigation: 'Views',
    names: { messages: 'Messages', pipeline: 'Pipeline', insights: 'Insights' },
  },
  inbox: {
    heading: 'Contact Messages',
    logout: 'Logout',
    loading: 'Loading messages',
    messageList: 'Messages',
    loadMore: 'Load more',
    messages,
    summary: (total, unread) => `${messages(total)} · ${unread} unread`,
    spamSummary: (total) =>
      `${messages(total)} in Spam · never emailed, never deleted automatically`,
    heldBack: {
      summary: (count, senders) =>
        `Held back ${messages(count)} from ${senders} ${senders === 1 ? 'sender' : 'senders'} in the last hour`,
      why: 'The site got more messages than its hourly limit. The heaviest senders are kept in Spam, unemailed; people writing for the first time still reach your inbox.',
      review: 'Review them in Spam',
    },
    empty: {
      all: 'No messages yet.',
      unread: 'No unread messages.',
      read: 'No read messages.',
    },
    emptySpam: 'No spam. Messages the site suspects are kept here.',
    noMatch: (search) => `No messages match “${search}”.`,
    noLeadMatch: 'No messages match these filters.',
    newMessages: (count) => `${count} new ${count === 1 ? 'message' : 'messages'}`,
    loaded: (count, more) => {
      if (count === 0) return 'No more messages to load';
      const loaded = `${count} more ${count === 1 ? 'message' : 'messages'} loaded`;
      return more ? loaded : `${loaded}, no more to load`;
    },
    done: {
      read: (count) => `${messages(count)} marked as read`,
      unread: (count) => `${messages(count)} marked as unread`,
      spam: (count) => `${messages(count)} moved to Spam`,
      inbox: (count) => `${messages(count)} moved to the inbox`,
      delete: (count) => `${messages(count)} deleted`,
    },
  },
  folders: {
    navigation: 'Folders',
    names: { inbox: 'Inbox', spam: 'Spam' },
    count: (count) => `, ${messages(count)}`,
  },
  filters: {
    navigation: 'Show',
    names: { all: 'All', unread: 'Unread', read: 'Read' },
  },
  leads: {
    group: 'Filter by project brief',
    fromChat: 'From chat',
    any: { service: 'Any service', budget: 'Any budget', timeline: 'Any timeline' },
    clear: 'Clear filters',
  },
  search: { label: 'Search messages', placeholder: 'Search names, emails and messages' },
  exportCsv: 'Export CSV',
  followUps: {
    heading: 'Waiting for you',
    summary: (total) =>
      `${counts.format(total)} ${total === 1 ? 'lead waits' : 'leads wait'} for an answer from you`,
    why: {
      no_reply: 'No reply yet',
      proposal_unanswered: 'Proposal unanswered',
      other: 'Waiting',
    },
    waited: (hours) => {
      const days = Math.floor(hours / 24);
      if (days >= 1) return `${counts.format(days)} ${days === 1 ? 'day' : 'days'}`;
      return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    },
    noSubject: '(no subject)',
    more: (count) => `and ${counts.format(count)} more`,
  },
  stages: {
    label: 'Stage',
    names: {
      new: 'New',
      replied: 'Replied',
      call: 'Call',
      proposal: 'Proposal',
      won: 'Won',
      lost: 'Lost',
    },
    any: 'Any stage',
    moveSelected: 'Move selected to stage',
    moveTo: 'Move to…',
    lostReason: 'Lost because',
    noReason: 'No reason given',
    lostReasons: {
      too_expensive: 'Too expensive',
      no_answer: 'No answer',
      chose_another: 'Chose someone else',
      not_a_fit: 'Not a fit',
      timing: 'Bad timing',
      other: 'Other',
    },
    note: 'Note',
    value: 'Value',
    currency: 'Currency',
    save: 'Save details',
    invalidValue: 'Enter a value from 0 to 10,000,000.',
    invalidCurrency: 'Enter a three-letter currency code, such as EUR.',
    moved: (stage) => `Moved to ${stage}.`,
    movedMany: (count, stage) => `Moved ${messages(count)} to ${stage}.`,
    saved: 'Details saved.',
    undo: 'Undo',
    undone: (stage) => `Back to ${stage}.`,
    pipeline: 'Pipeline',
    leads: (count) => `${counts.format(count)} ${count === 1 ? 'lead' : 'leads'}`,
    money: (total, currency) => {
      try {
        return new Intl.NumberFormat('en', { style: 'currency', currency }).format(total);
      } catch {
        // A code Intl does not take: the number and the code as stored.
        return `${counts.format(total)} ${currency}`;
      }
    },
  },
  pipeline: {
    heading: 'Pipeline',
    loading: 'Loading the pipeline',
    unavailable: 'The pipeline could not load.',
    retryHint: 'Check your connection, then try again.',
    summary: (leads) =>
      `${counts.format(leads)} ${leads === 1 ? 'lead' : 'leads'} in the inbox · the oldest first at each stage`,
    worth: (stage) => `${stage}: value per currency`,
    oldest: (stage) => `Oldest leads in ${stage}`,
    empty: 'No leads here.',
    noName: '(no name)',
    age: (days) => {
      if (days < 60) return ago.format(-days, 'day');
      if (days < 730) return ago.format(-Math.floor(days / 30.44), 'month');
      return ago.format(-Math.floor(days / 365.25), 'year');
    },
    more: (count) => `${counts.format(count)} more`,
    moreLabel: (count, stage) => `${counts.format(count)} more in ${stage}, in the inbox`,
  },
  csv: {
    columns: {
      received: 'Received',
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      folder: 'Folder',
      read: 'Read',
      language: 'Language',
      source: 'Source',
      service: 'Service',
      budget: 'Budget',
      timeline: 'Timeline',
      summary: 'Summary',
      stage: 'Stage',
      stageChangedAt: 'Stage changed',
      answeredAt: 'Answered',
      dealValue: 'Value',
      dealCurrency: 'Currency',
      lostReason: 'Lost because',
      stageNote: 'Stage note',
    },
    yes: 'yes',
    no: 'no',
    sources: { form: 'Form', chat: 'Chat' },
  },
  actions: {
    read: 'Mark as Read',
    unread: 'Mark as Unread',
    spam: 'Move to Spam',
    inbox: 'Not spam',
    delete: 'Delete',
  },
  shortActions: { read: 'Read', unread: 'Unread', spam: 'Spam', inbox: 'Not spam' },
  cancel: 'Cancel',
  reply: 'Reply',
  bulk: {
    group: 'Selected messages',
    selectAll: 'Select all',
    selected: (count) => `${count} selected`,
    confirmDelete: (count) => `Delete ${messages(count)}?`,
  },
  card: {
    select: (name) => `Select ${name}`,
    language: languageName,
    sentFrom: (language) => `Sent from the ${language} page`,
    unread: 'Unread',
    noSubject: '(no subject)',
    confirmDelete: 'Delete this message?',
    emailNotSent: 'Email not sent',
    emailNotSentBecause: (reason) => `Email not sent: ${reason}`,
    fromChat: 'From the chat',
    brief: 'Project brief',
    briefField: (field) => `${field}: `,
    summary: 'Summary',
    visitorWrote: 'In their words',
    showConversation: 'Show conversation',
    hideConversation: 'Hide conversation',
    loadingConversation: 'Loading the conversation',
    conversation: 'Conversation',
    roles: { user: 'Visitor', assistant: 'Assistant' },
    retry: 'Try again',
    unshown: 'This message could not be shown as usual. Here it is as stored:',
  },
  spamReasons: {
    heading: 'Why it is here:',
    rules: {
      honeypot: 'hidden field filled',
      untouched: 'form never touched',
      no_signals: "sent without the site's form",
      site_limit: 'held back: a heavy sender while the site was over its hourly limit',
    },
    ruleWithValue: (rule, value) => `${rule} ("${value}")`,
    noRule: 'no rule recorded',
    sentAfter: (time) => `sent ${time} after opening`,
  },
  fillTime: {
    seconds: (seconds, fractionDigits) => `${seconds.toFixed(fractionDigits)} s`,
    minutes: (minutes) => `${minutes} min`,
  },
  questions: {
    toggle: (count) => `Questions to answer (${count})`,
    intro:
      'Questions the chat assistant could not answer in the last 90 days, most asked first. Answer them in your content, then dismiss them.',
    list: 'Questions to answer',
    asked: (times, last) => `Asked ${times === 1 ? 'once' : `${times} times`} · last ${last}`,
    languages: (codes) => `in ${languageList.format(codes.map(languageName))}`,
    dismiss: 'Dismiss',
    dismissed: 'Question dismissed',
    none: 'No questions left to answer.',
    unshown: 'This question could not be shown as usual. Here it is as stored:',
  },
  insights: {
    heading: 'Insights',
    loading: 'Loading the insights',
    unavailable: 'The insights could not load.',
    retryHint: 'Check your connection, then try again.',
    summary: (days, from, to) =>
      `Last ${days} days: ${rangeFormat.formatRange(new Date(from), new Date(to))} (UTC)`,
    period: { navigation: 'Period', name: (days) => `${days} days` },
    empty: 'No visits counted yet.',
    emptyHint: 'Visits to the public page are counted here, without cookies or personal data.',
    count: (value) => counts.format(value),
    percent: (share) => percents.format(share),
    noShare: '–',
    noShareLabel: 'not applicable',
    shortDay,
    longDay,
    totals: { visitors: 'Visitors', pageViews: 'Page views' },
    daily: {
      heading: 'Visitors and page views per day',
      chart: (days, visitors, pageViews) =>
        `Chart of the last ${days} days: ${counts.format(visitors)} visitors, ${counts.format(pageViews)} page views. Show as table lists each day.`,
      caption: (days) => `Visitors and page views per day, last ${days} days`,
      day: 'Day',
      showTable: 'Show as table',
      hideTable: 'Hide table',
    },
    funnel: {
      heading: 'From visit to client',
      intro:
        'Visitors counted once a day. A message sent with the form counts without the chat, so a step can pass the one before it.',
      caption: 'Visitors at each step, and their share of the step before and of all visitors',
      step: 'Step',
      count: 'Visitors',
      ofPrevious: 'Of previous',
      ofVisits: 'Of visits',
      steps: {
        visitors: 'Visited the site',
        chatOpened: 'Opened the chat',
        messageSent: 'Sent a message',
        replied: 'Got your reply',
        won: 'Became a client',
      },
      wonValue: (values) => `Won: ${values.join(', ')}`,
    },
    clients: {
      heading: 'What brings clients',
      intro:
        'Messages received in this period, and how far each came. A lost lead counts for the steps it reached; values are summed per currency, never converted.',
      steps: {
        leads: 'Leads',
        replied: 'Replied',
        call: 'Call',
        proposal: 'Proposal',
        won: 'Won',
      },
      wonValue: 'Won value',
      ofPrevious: (percent) => `${percent} of the step before`,
      medianFirstReply: 'Median time to first reply',
      duration: (seconds) => {
        const hours = seconds / 3600;
        if (hours < 1) return `${Math.max(1, Math.round(seconds / 60))} min`;
        if (hours < 48)
          return `${hours < 10 ? hours.toFixed(1).replace(/\.0$/, '') : Math.round(hours)} h`;
        return `${Math.round(hours / 24)} days`;
      },
      noReplyYet: 'No reply yet',
      splitBy: 'Split by',
      dimensions: {
        bySource: 'Source',
        byEntryPage: 'First page',
        byReferrer: 'Referrer',
        byService: 'Service',
        byBudget: 'Budget',
        byTimeline: 'Timeline',
        byLanguage: 'Language',
      },
      caption: (dimension) => `Leads by ${dimension.toLowerCase()}: how many reached each step`,
      sources: { form: 'Contact form', chat: 'Chat hand-over' },
      notRecorded: 'Not recorded',
      notGiven: 'Not given',
      noLeads: 'No messages in this period.',
    },
    lists: {
      referrers: {
        heading: 'Where visitors came from',
        caption: 'Top sources by visitors',
        column: 'Source',
      },
      pages: { heading: 'Pages', caption: 'Top pages by visitors', column: 'Page' },
      languages: {
        heading: 'Languages',
        caption: 'Visitors by page language',
        column: 'Language',
      },
      countries: { heading: 'Countries', caption: 'Top countries by visitors', column: 'Country' },
      projects: {
        heading: 'Projects before a message',
        caption: 'Messages whose sender had opened each project that day',
        column: 'Project',
      },
      services: {
        heading: 'Services in a message',
        caption: 'Messages whose sender had chosen each service that day',
        column: 'Service',
      },
    },
    columns: { visitors: 'Visitors', pageViews: 'Page views', messages: 'Messages' },
    direct: 'Direct',
    otherPages: 'Other pages',
    none: 'None in this period.',
    language: languageName,
    country: (code) => nameOf(countryNames, code),
    ignoreBrowser: {
      label: 'Don’t count this browser',
      hint: 'Keeps your visits to the public page out of the counts in this browser, even after you log out. While you are signed in here, they are never counted anyway.',
    },
    unshown: 'These numbers could not be shown as usual. Here they are as stored:',
  },
  composer: {
    heading: (name) => `Reply to ${name}`,
    to: (email) => `To ${email}`,
    loading: 'Opening the reply',
    unavailable: 'The reply form could not load.',
    language: 'Language',
    subject: 'Subject',
    body: 'Your reply',
    quoted: 'Quoted under your reply',
    send: 'Send',
    sending: 'Sending…',
    draft: 'Draft a reply',
    drafting: 'Drafting…',
    drafted: {
      ai: 'Drafted by AI: check it before sending',
      template: 'A template: fill it in',
    },
    replaceDraft: {
      question: 'Replace your text with the draft?',
      replace: 'Replace',
      keep: 'Keep mine',
    },
    discard: { question: 'Discard this reply?', discard: 'Discard', keep: 'Keep writing' },
    mailApp: 'Open in my mail app',
    sent: (email) => `Reply sent to ${email}`,
    errors: {
      noSubject: 'Write a subject first.',
      subjectTooLong: (max) => `Shorten the subject: it may have ${max} characters at most.`,
      noBody: 'Write your reply first.',
      connection:
        'Could not reach the server. Your reply is kept here: check your connection, then send it again.',
      session: 'Your session has ended. Copy your reply, log out and log in again, then send it.',
      limit: (reason) =>
        `You reached a reply limit (${reason}). Your reply is kept here: send it later, or from your mail app.`,
      limitUnknown:
        'You reached a reply limit. Your reply is kept here: send it later, or from your mail app.',
      notFound: 'This message no longer exists: it was deleted meanwhile.',
      provider: (reason) =>
        `The email service did not send it (${reason}). Your reply is kept here: send it again.`,
      providerUnknown: 'The email service did not send it. Your reply is kept here: send it again.',
      tooLong: 'The reply is too long to send. Shorten it, then send it again.',
      refused: 'The server would not take this reply. Check the subject and the text.',
      failed: 'The reply could not be sent. Your text is kept here: send it again.',
      draft: 'Could not draft a reply. Write it yourself, or try again.',
    },
  },
  replies: {
    heading: 'Your replies',
    replied: 'Replied',
    status: { sending: 'Sending', sent: 'Sent', failed: 'Not sent' },
    showAll: 'Show all',
    showLess: 'Show less',
    unshown: 'Your replies to this message could not be shown.',
  },
  replyEmail: {
    subject: (subject) => `Re: ${subject}`,
    noSubject: 'Re: your message',
    quoteHeader: (date, name) => `On ${date}, ${name} wrote:`,
    chatQuoteHeader: (date, name) => `On ${date}, ${name} wrote in the chat (summary):`,
  },
};
