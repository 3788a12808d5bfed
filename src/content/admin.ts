// The words of the admin inbox. The inbox is the owner's own page, so it speaks the owner's one
// language whatever languages the public page speaks: translate this file to your own.
import type { AdminTexts } from './types.ts';

/** Language names in the owner's language: 'fr' -> 'French'. */
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** 'English and French'. */
const languageList = new Intl.ListFormat('en', { type: 'conjunction' });

/** '1 message', '12 messages'. */
const messages = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`;

export const adminTexts: AdminTexts = {
  navigation: 'Admin',
  backToSite: 'Back to the site',
  darkTheme: 'Dark theme',
  checkingSession: 'Checking your session',
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
    language: (code) => languageNames.of(code) ?? code,
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
    languages: (codes) =>
      `in ${languageList.format(codes.map((code) => languageNames.of(code) ?? code))}`,
    dismiss: 'Dismiss',
    dismissed: 'Question dismissed',
    none: 'No questions left to answer.',
  },
  replyEmail: {
    subject: (subject) => `Re: ${subject}`,
    noSubject: 'Re: your message',
    quoteHeader: (date, name) => `On ${date}, ${name} wrote:`,
    chatQuoteHeader: (date, name) => `On ${date}, ${name} wrote in the chat (summary):`,
  },
};
