// The words of the interface in English: headings, labels, names for screen readers, status lines
// and error texts, for the public page, the contact form and the chat. Components hold no text, so
// a reworded heading is a change to this file alone (and to the same file of each language).
import type { ContactFieldName, UiTexts } from '../../types.ts';

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
    getQuoteShort: 'Quote',
    languages: 'Language',
    currentLanguage: (name) => `Language: ${name}`,
    darkTheme: 'Dark theme',
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
      invisibleInEmail:
        'Your email address contains an invisible character. Please type it again rather than pasting it.',
      tooLong: (field, max) => `${contactLabels[field]} must be at most ${max} characters`,
      unsendableCharacter: (field) =>
        `${field ? contactLabels[field] : 'Your message'} contains a character that cannot be sent (NUL). Please remove it.`,
      sendFailed: 'There was an error sending your message. Please try again.',
      unknown: 'An unknown error occurred',
      tooManyMessages:
        'Too many messages sent from your network. Please wait a few minutes and try again.',
    },
  },
  brief: {
    toggle: 'Add project details — service, budget, timeline',
    fields: { service: 'Service', budget: 'Budget', timeline: 'Timeline' },
    values: {
      service: {
        website: 'Website',
        mobile_app: 'Mobile app',
        chatbot: 'Chatbot',
        other: 'Something else',
      },
      budget: {
        under_1k: 'Under $1k',
        '1k_5k': '$1k–5k',
        '5k_10k': '$5k–10k',
        over_10k: '$10k+',
      },
      timeline: {
        asap: 'As soon as possible',
        '1_month': 'Within a month',
        '3_months': 'Within 3 months',
        flexible: 'Flexible',
      },
    },
    notSure: 'Not sure yet',
    chosen: (choices) => `Chosen: ${choices.join(' · ')}`,
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
    stop: 'Stop',
    replies: {
      technicalDifficulties: (email, phone) =>
        `I apologize, but I'm having technical difficulties right now. Please feel free to contact me directly at ${email} or WhatsApp ${phone}.`,
      rephrase: 'Sorry, I had trouble processing that. Could you please rephrase your question?',
      fallback: (email, phone) =>
        `I apologize for the technical issue. Please contact me directly at ${email} or WhatsApp ${phone}.`,
    },
  },
};
