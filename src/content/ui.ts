// The words of the interface: headings, labels, names for screen readers, status lines and error
// texts, for the public page, the contact form, the chat and the admin page. They are not facts
// about the owner, but they live here for the same reason: components hold no text, so a reworded
// heading or another language is a change to this file alone.
import type { ContactFieldName, UiTexts } from './types.ts';

/** '1 message', '12 messages'. */
const messages = (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`;

/** The contact form's field labels, which its errors also name the fields by. */
const contactLabels: Record<ContactFieldName, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

export const ui: UiTexts = {
  skipToContent: 'Skip to content',
  header: {
    mainNavigation: 'Main',
    mobileNavigation: 'Mobile',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    getQuote: 'Get a Quote',
  },
  hero: {
    roleAndLocation: (role, location) => `${role} · ${location}`,
    viewMyWork: 'View My Work',
    getQuote: 'Get a Quote',
    quickContact: 'Quick contact',
    chatOnWhatsApp: 'Chat on WhatsApp',
    bookCall: 'Book a call',
    techStack: 'Tech Stack',
    techStackList: 'Technologies I work with',
  },
  services: {
    heading: {
      eyebrow: 'What I Do',
      title: 'Services',
      description:
        'From the first sketch to launch day and beyond: one engineer who owns the whole result.',
    },
    featuresOf: (service) => `${service} features`,
    customQuote: 'Get a Custom Quote',
  },
  portfolio: {
    heading: {
      eyebrow: 'Portfolio',
      title: 'Featured Projects',
      description:
        'A selection of websites, mobile apps and chatbots built for clients and for the open-source community.',
    },
    filterGroup: 'Filter projects by category',
    allProjects: 'All Projects',
    showingAll: (count) => `Showing all ${count} projects`,
    showingCategory: (count, category) => `Showing ${count} ${category} projects`,
    projectList: 'Projects',
    screenshotOf: (title) => `Screenshot of ${title}`,
    techStackOf: (title) => `${title} tech stack`,
    code: 'Code',
    codeFor: (title) => `Code for ${title} (opens in a new tab)`,
    liveDemo: 'Live Demo',
    liveDemoOf: (title) => `Live Demo of ${title} (opens in a new tab)`,
  },
  certifications: {
    heading: {
      eyebrow: 'Credentials',
      title: 'Certifications',
      description:
        'Courses and exams that keep my skills current across the web, DevOps, AI and mobile. Open any card to view the certificate.',
    },
    filterGroup: 'Filter certifications by category',
    showingAll: (count) => `Showing all ${count} certifications`,
    showingCategory: (count, category) => `Showing ${count} ${category} certifications`,
    certificateList: 'Certificates',
    openCertificate: 'Open certificate: ',
    pdfInNewTab: ' (PDF, opens in a new tab)',
    pauseScrolling: 'Pause scrolling',
    resumeScrolling: 'Resume scrolling',
    stats: { total: 'Certifications', categories: 'Categories' },
  },
  about: {
    heading: { eyebrow: 'About Me', title: 'About' },
    whoIAm: 'Who I Am',
    atAGlance: 'At a glance',
    myApproach: 'My Approach',
    technicalSkills: 'Technical Skills',
    technologiesOf: (category) => `${category} technologies`,
    clientTestimonials: 'Client Testimonials',
    rating: (stars, outOf) => `Rated ${stars} out of ${outOf}`,
    quote: (text) => `“${text}”`,
  },
  contact: {
    heading: {
      eyebrow: 'Get In Touch',
      title: "Let's Connect",
      description:
        'Have a project in mind or a question about my work? Send a message and I will get back to you.',
    },
    contactInformation: 'Contact Information',
    email: 'Email',
    phone: 'Phone',
    location: 'Location',
    followMe: 'Follow Me',
  },
  footer: {
    socialLinks: 'Social links',
    quickLinks: 'Quick Links',
    services: 'Services',
    copyright: (year, name) => `© ${year} ${name}. All rights reserved.`,
  },
  notFound: {
    pageTitle: 'Page not found',
    code: '404',
    heading: 'This page does not exist',
    explanation:
      'The link may be broken, or the page may have moved. Everything lives on the home page.',
    backHome: 'Back to the home page',
  },
  errorFallback: {
    title: 'This part of the page could not load.',
    hint: 'Please check your connection and try again.',
    tryAgain: 'Try again',
  },
  contactForm: {
    form: 'Contact form',
    labels: contactLabels,
    optional: '(optional)',
    placeholders: {
      name: 'Your name',
      email: 'you@example.com',
      subject: 'What is it about?',
      message: 'Tell me about your project, your timeline and your budget.',
    },
    characterCount: (count, max) =>
      `${count.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
    honeypot: 'Leave this field empty',
    send: 'Send Message',
    sending: 'Sending...',
    sent: 'Your message has been sent successfully!',
    errors: {
      requiredFields: 'Please fill in all required fields',
      invalidEmail: 'Please enter a valid email address',
      tooLong: (field, max) => `${contactLabels[field]} must be at most ${max} characters`,
      unsendableCharacter: (field) =>
        `${field ? contactLabels[field] : 'Your message'} contains a character that cannot be sent (NUL). Please remove it.`,
      sendFailed: 'There was an error sending your message. Please try again.',
      unknown: 'An unknown error occurred',
      tooManyMessages:
        'Too many messages sent from your network. Please wait a few minutes and try again.',
    },
  },
  chat: {
    openChat: 'Open chat',
    closeChat: 'Close chat',
    loading: 'Loading the chat...',
    unavailable: {
      title: 'The chat could not load.',
      beforeEmail: 'Please try again, or email me at ',
      afterEmail: '.',
    },
    title: (name) => `Chat with ${name}`,
    subtitle: 'AI-powered assistant • Ask about projects, services, or get a quote',
    conversation: 'Conversation',
    botSpeaker: (name) => `${name}: `,
    userSpeaker: 'You: ',
    typing: (name) => `${name} is typing...`,
    input: 'Your message',
    placeholder: 'Type your message...',
    send: 'Send message',
    replies: {
      technicalDifficulties: (email, phone) =>
        `I apologize, but I'm having technical difficulties right now. Please feel free to contact me directly at ${email} or WhatsApp ${phone}.`,
      rephrase: 'Sorry, I had trouble processing that. Could you please rephrase your question?',
      fallback: (email, phone) =>
        `I apologize for the technical issue. Please contact me directly at ${email} or WhatsApp ${phone}.`,
    },
  },
  admin: {
    navigation: 'Admin',
    backToSite: 'Back to the site',
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
      empty: {
        all: 'No messages yet.',
        unread: 'No unread messages.',
        read: 'No read messages.',
      },
      emptySpam: 'No spam. Messages the site suspects are kept here.',
      noMatch: (search) => `No messages match “${search}”.`,
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
      },
      yes: 'yes',
      no: 'no',
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
      unread: 'Unread',
      noSubject: '(no subject)',
      confirmDelete: 'Delete this message?',
      emailNotSent: 'Email not sent',
      emailNotSentBecause: (reason) => `Email not sent: ${reason}`,
    },
    spamReasons: {
      heading: 'Why it is here:',
      rules: {
        honeypot: 'hidden field filled',
        untouched: 'form never touched',
        no_signals: "sent without the site's form",
        site_limit: "over the site's hourly message limit",
      },
      ruleWithValue: (rule, value) => `${rule} ("${value}")`,
      noRule: 'no rule recorded',
      sentAfter: (time) => `sent ${time} after opening`,
    },
    fillTime: {
      seconds: (seconds, fractionDigits) => `${seconds.toFixed(fractionDigits)} s`,
      minutes: (minutes) => `${minutes} min`,
    },
    replyEmail: {
      subject: (subject) => `Re: ${subject}`,
      noSubject: 'Re: your message',
      quoteHeader: (date, name) => `On ${date}, ${name} wrote:`,
    },
  },
};
