/**
 * The shapes of the owner's content. The facts that read the same in every language (name, email,
 * links, numbers, image files) live once in the modules beside this file; the words live once per
 * language in locales/<code>/ (see locales/README.md). contentFor() in assemble.ts joins the two
 * into a Content, which is what the page, the footer, the chat texts and the assistant's system
 * prompt read (the chat function's ChatContent adds what the assistant knows beyond the page).
 * Keep these modules free of React and browser code: the chat Edge Function imports them too.
 */

import type { Brief, BriefField } from '../shared/brief.ts';

export type SocialPlatform = 'github' | 'linkedin' | 'x' | 'email';

/**
 * How the texts speak of the owner, where a language makes words agree with a person's gender
 * (French 'basé' / 'basée', Arabic 'مهندس' / 'مهندسة'): 'she', 'he', or 'they' for wording that
 * names no gender (an epicene word where the language has one). See byPronouns() in pronouns.ts.
 */
export type Pronouns = 'she' | 'he' | 'they';

export interface SocialLink {
  platform: SocialPlatform;
  /** Visible or accessible name, e.g. 'GitHub'. */
  label: string;
  url: string;
}

export interface Profile {
  name: string;
  pronouns: Pronouns;
  role: string;
  /** One short line under the name, used in the footer and the page title. */
  tagline: string;
  email: string;
  /** Shown as written, e.g. '+212 6 00 00 00 00'. */
  phone: string;
  /** A messaging-app chat link, e.g. 'https://wa.me/212600000000'. */
  whatsappUrl: string;
  /** A scheduling page, e.g. a Cal.com or Calendly link. */
  schedulingUrl: string;
  location: string;
  yearsOfExperience: number;
  /** Path under public/, e.g. '/images/profile.webp'. */
  image: string;
  imageAlt: string;
  socials: SocialLink[];
}

export interface Hero {
  headline: string;
  subheading: string;
  intro: string;
}

export type ServiceIcon = 'web' | 'mobile' | 'chatbot';

export interface Service {
  icon: ServiceIcon;
  title: string;
  description: string;
  /** Exactly four bullet features. */
  features: [string, string, string, string];
}

export type ProjectCategory = 'web' | 'mobile' | 'chatbot';

export interface Project {
  id: string;
  title: string;
  description: string;
  category: ProjectCategory;
  /** Path under public/. */
  image: string;
  techStack: string[];
  liveUrl?: string;
  github?: string;
  /** An alternate image shown while the pointer is over the card. */
  hoverImage?: string;
}

export type CertificationCategory = 'web' | 'devops' | 'ai' | 'mobile' | 'general';

export interface Certification {
  id: string;
  title: string;
  issuer: string;
  date: string;
  description: string;
  /** Path under public/ of the certificate PDF. */
  pdfPath: string;
  category: CertificationCategory;
}

export type SkillGroupId = 'frontend' | 'backend' | 'mobile' | 'ai';

export interface SkillGroup {
  id: SkillGroupId;
  /** The group's heading, e.g. 'Frontend'. */
  category: string;
  technologies: string[];
}

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** Path under public/. */
  avatar: string;
}

export interface TechStackItem {
  name: string;
  /** Brand colour as a CSS colour, used for the logo's glow. */
  color: string;
  /** Path under public/ of a round logo badge. */
  logo: string;
}

export interface Stat {
  label: string;
  value: string;
}

export interface About {
  whoIAm: string[];
  approach: string[];
}

export interface WorkExperience {
  role: string;
  organization: string;
  period: string;
  summary: string;
}

/** What the chat assistant knows beyond the page, and how it greets visitors. */
export interface Assistant {
  /** Sent to the AI gateway as the X-Title header. */
  chatbotName: string;
  /**
   * The two bot messages a new chat starts with, naming the owner's role and location as the page
   * says them (the chat takes them from the page's content rather than load them again).
   */
  greetings: (profile: Pick<Profile, 'role' | 'location'>) => [string, string];
  summary: string;
  education: string[];
  languages: string[];
  /** The owner's jobs, most recent first: at least the current one. */
  experience: [WorkExperience, ...WorkExperience[]];
  /**
   * Ids from projects.ts of the projects the assistant highlights, most telling first: any number
   * of them, none included (then it names no project on its own).
   */
  keyProjectIds: readonly string[];
  availability: string;
  pricing: string;
  /** How the assistant should answer. */
  guidelines: string[];
}

/**
 * What the assistant knows and says in one language: each folder of locales/ exports one from its
 * assistant.ts. It is not part of LocaleTexts, so the page's chunk does not carry it: the chat
 * function reads it (locales/all.ts), the chat widget only its greetings (locales/greetings.ts).
 */
export type AssistantTexts = Omit<Assistant, 'keyProjectIds'>;

/** How the site presents itself to search engines and link previews. */
export interface Site {
  /** The deployed address, without a trailing slash; SITE_URL overrides it at build time. */
  url: string;
  /** The page title of the home page. */
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
  /** Open Graph locale, e.g. 'en_US'. */
  locale: string;
  /** The `lang` of the page, e.g. 'en'. */
  language: string;
}

// --- Languages ---------------------------------------------------------------------------------

/** A language the public page is published in: one folder of src/content/locales. */
export interface LocaleInfo {
  /** The folder's name, the page's path (/fr/) and its hreflang, e.g. 'fr'. */
  code: string;
  /** The language's name in its own words, as the switcher offers it, e.g. 'Français'. */
  name: string;
  /** Which way its text runs. */
  dir: 'ltr' | 'rtl';
  /** The BCP 47 tag numbers and dates are formatted with (Intl), e.g. 'fr-FR'. */
  intl: string;
  /** Open Graph locale, e.g. 'fr_FR'. */
  ogLocale: string;
}

/**
 * A small subset of a font that a language's headings need beyond Basic Latin (French accents,
 * the Arabic script), declared in its folder's font.ts. `npm run locale -- sync` writes its
 * @font-face (src/styles/language-fonts.css) and adds its family to the headings' stack; the build
 * preloads it on that language's page; `npm run assets` cuts it from the package's file.
 */
export interface HeadingFont {
  /** The CSS font-family, e.g. 'Noto Kufi Arabic Headings'. */
  family: string;
  /** The subset's file in src/styles/fonts, e.g. 'noto-kufi-arabic-headings.woff2'. */
  file: string;
  /** The characters it holds, as CSS writes them: 'U+0621-0652, U+060C'. */
  unicodeRange: string;
  /** The weights it keeps, e.g. [500, 700]. */
  weights: readonly [number, number];
  /** The npm package it is cut from, and the woff2 file in it, e.g. 'files/x-wght-normal.woff2'. */
  source: { package: string; file: string };
}

/** The sections of the home page, by their anchor id. */
export type SectionId = 'home' | 'services' | 'portfolio' | 'certifications' | 'about' | 'contact';

/**
 * Everything one language says: a folder of src/content/locales exports one of these. Texts about
 * a project, certificate or testimonial are keyed by the id of its facts, so adding a project means
 * adding its words to every language (the build lists what is missing).
 */
export interface LocaleTexts {
  locale: LocaleInfo;
  site: Pick<Site, 'title' | 'description'>;
  profile: Pick<Profile, 'role' | 'tagline' | 'location' | 'imageAlt'> & {
    /** The visible or accessible name of each social link, e.g. 'GitHub'. */
    socialLabels: Record<SocialPlatform, string>;
  };
  hero: Hero;
  about: About;
  /** The fixed figures of the certifications stats row, with their labels. */
  certificationStats: Stat[];
  navigation: Record<SectionId, string>;
  /** The services list in the footer (shorter names than the service cards). */
  footerServices: string[];
  services: Record<ServiceIcon, Omit<Service, 'icon'>>;
  projectCategoryLabels: Record<ProjectCategory, string>;
  projects: Record<string, Pick<Project, 'title' | 'description'>>;
  certificationCategoryLabels: Record<CertificationCategory | 'all', string>;
  certifications: Record<string, Pick<Certification, 'title' | 'issuer' | 'description'>>;
  skillGroups: Record<SkillGroupId, string>;
  testimonials: Record<string, Pick<Testimonial, 'role' | 'content'>>;
  ui: UiTexts;
}

/** The owner's content in one language, as the page shows it. */
export interface Content {
  locale: LocaleInfo;
  site: Site;
  profile: Profile;
  hero: Hero;
  about: About;
  certificationStats: Stat[];
  /**
   * The sections the page has, in order, with their menu labels: a section with nothing to show
   * (no project, no certificate) is not among them, so no menu links to it (navigation.ts).
   */
  navigation: readonly { id: SectionId; label: string }[];
  footerServices: string[];
  services: Service[];
  projectCategoryLabels: Record<ProjectCategory, string>;
  projects: Project[];
  certificationCategoryInfo: Record<
    CertificationCategory | 'all',
    { label: string; emoji: string }
  >;
  certifications: Certification[];
  skillGroups: SkillGroup[];
  testimonials: Testimonial[];
  techStack: TechStackItem[];
  ui: UiTexts;
}

/** What the chat function answers from: the page's content and what the assistant knows besides. */
export interface ChatContent extends Content {
  assistant: Assistant;
}

/** A section's heading block: a small label above the title, the title, and an optional line. */
export interface SectionHeading {
  eyebrow: string;
  title: string;
  description?: string;
}

/** The fields of a contact message, as the contact form and the database name them. */
export type ContactFieldName = 'name' | 'email' | 'subject' | 'message';

/**
 * The words of the interface itself, as opposed to the owner's facts: headings, button and filter
 * labels, names for assistive technology and status lines, grouped by the part of the page that
 * shows them. A text that holds a value is a function of that value, so another language can put
 * the value wherever its grammar wants it; components never join words themselves.
 */
export interface UiTexts {
  /** The first link on the home page, visible on keyboard focus only. */
  skipToContent: string;
  header: {
    /** Accessible names of the desktop and the mobile navigation. */
    mainNavigation: string;
    mobileNavigation: string;
    openMenu: string;
    closeMenu: string;
    getQuote: string;
    /**
     * getQuote in a word or two, which the header's button shows on a phone, where the owner's
     * name needs the room. Its words are getQuote's (the button's name for screen readers and
     * voice control stays getQuote, so what a person says must be in it): 'Quote', 'Devis'.
     */
    getQuoteShort: string;
    /** Accessible name of the language switcher (its options are named in their own language). */
    languages: string;
    /** The switcher's button, for screen readers: the page's language, e.g. 'Language: English'. */
    currentLanguage: (name: string) => string;
    /** The theme switch's name: on is the dark theme, off the light one. */
    darkTheme: string;
  };
  hero: {
    /** The badge above the headline. */
    roleAndLocation: (role: string, location: string) => string;
    viewMyWork: string;
    getQuote: string;
    /** Accessible name of the three contact shortcuts, and the two that are not an address. */
    quickContact: string;
    chatOnWhatsApp: string;
    bookCall: string;
    techStack: string;
    /** Accessible name of the list of tech logos. */
    techStackList: string;
  };
  services: {
    heading: SectionHeading;
    /** Accessible name of a service card's feature list. */
    featuresOf: (service: string) => string;
    customQuote: string;
  };
  portfolio: {
    heading: SectionHeading;
    /** Accessible name of the row of filter buttons. */
    filterGroup: string;
    allProjects: string;
    /** The screen-reader status after a filter is chosen. */
    showingAll: (count: number) => string;
    showingCategory: (count: number, category: string) => string;
    /** Accessible name of the list of project cards. */
    projectList: string;
    screenshotOf: (title: string) => string;
    /** Accessible name of a card's tech tags. */
    techStackOf: (title: string) => string;
    code: string;
    /** Accessible names of a card's links, saying that they open a new tab. */
    codeFor: (title: string) => string;
    liveDemo: string;
    liveDemoOf: (title: string) => string;
  };
  certifications: {
    heading: SectionHeading;
    filterGroup: string;
    showingAll: (count: number) => string;
    showingCategory: (count: number, category: string) => string;
    /** Accessible name of the list of certificate cards. */
    certificateList: string;
    /**
     * Read before a card's title and after its issuer, hidden from sight. The link's accessible
     * name is these joined with what the card shows, so keep the space at the joins.
     */
    openCertificate: string;
    pdfInNewTab: string;
    pauseScrolling: string;
    resumeScrolling: string;
    /** The two stats computed from the data; the fixed ones are `certificationStats`. */
    stats: { total: string; categories: string };
  };
  about: {
    heading: SectionHeading;
    whoIAm: string;
    /** Accessible name of the role and location chips. */
    atAGlance: string;
    myApproach: string;
    technicalSkills: string;
    /** Accessible name of a skill group's list. */
    technologiesOf: (category: string) => string;
    clientTestimonials: string;
    /** The star rating as screen readers hear it. */
    rating: (stars: number, outOf: number) => string;
    /** A client's words with the language's quotation marks. */
    quote: (text: string) => string;
  };
  contact: {
    heading: SectionHeading;
    contactInformation: string;
    email: string;
    phone: string;
    location: string;
    followMe: string;
  };
  footer: {
    /** Accessible name of the list of social links. */
    socialLinks: string;
    quickLinks: string;
    services: string;
    copyright: (year: number, name: string) => string;
  };
  notFound: {
    /** The page's <title>. */
    pageTitle: string;
    code: string;
    heading: string;
    explanation: string;
    backHome: string;
  };
  /** The box shown in place of a part of the page that could not load or broke. */
  errorFallback: {
    /** What failed and what to do about it, when the part does not say it in its own words. */
    title: string;
    hint: string;
    tryAgain: string;
  };
  contactForm: {
    /** Accessible name of the form. */
    form: string;
    /** The visible label of each field. */
    labels: Record<ContactFieldName, string>;
    /** Beside the label of the field that may stay empty. */
    optional: string;
    placeholders: Record<ContactFieldName, string>;
    /** Under the message box: how many characters it holds, of how many it may. */
    characterCount: (count: number, max: number) => string;
    /** The label of the hidden field that only bots fill in. */
    honeypot: string;
    send: string;
    /** The button while the message is on its way. */
    sending: string;
    /** The green banner once the message is stored. */
    sent: string;
    /** The texts of the red banner. */
    errors: {
      requiredFields: string;
      invalidEmail: string;
      /** The address holds a character no one sees (a zero-width space, a bidi mark). */
      invisibleInEmail: string;
      tooLong: (field: ContactFieldName, max: number) => string;
      /** A field holds a NUL character; `null` when the database did not say which field. */
      unsendableCharacter: (field: ContactFieldName | null) => string;
      /** A send that failed for a reason the visitor can only answer by trying again. */
      sendFailed: string;
      /** Something that is not an error was thrown. */
      unknown: string;
      /** The flood guard turned the message away without a text of its own. */
      tooManyMessages: string;
    };
  };
  /**
   * The project brief a visitor may add to a message: a service, a budget range and a timeline,
   * each chosen from a row of chips, each optional. The values are src/shared/brief.ts's.
   */
  brief: {
    /** The button that shows or hides the brief under the message. */
    toggle: string;
    /** The legend of each row of chips. */
    fields: Record<BriefField, string>;
    /** Each value's chip; budgets name the currency as the page's language writes it. */
    values: { [F in BriefField]: Record<NonNullable<Brief[F]>, string> };
    /** The chip that leaves a field unchosen (and clears a choice). */
    notSure: string;
    /** Under the hidden brief: what is chosen, e.g. 'Chosen: Website · $1k–5k'. */
    chosen: (choices: string[]) => string;
  };
  chat: {
    /** Accessible names of the floating launcher (and of the panel's close button). */
    openChat: string;
    closeChat: string;
    /** Read by screen readers while the panel's code loads. */
    loading: string;
    /** In the panel's place when its code could not load: a title, then a line with the email. */
    unavailable: {
      title: string;
      /** The line around the owner's email address, which is a link; keep the spaces at the joins. */
      beforeEmail: string;
      afterEmail: string;
    };
    title: (name: string) => string;
    subtitle: string;
    /** Accessible name of the message list. */
    conversation: string;
    /** Read before each message by screen readers, which cannot see which side a bubble is on. */
    botSpeaker: (name: string) => string;
    userSpeaker: string;
    /** Shown while a reply is awaited. */
    typing: (name: string) => string;
    /** The input's label (read by screen readers only), its placeholder, and the send button's name. */
    input: string;
    placeholder: string;
    send: string;
    /** The name of the button that stops a reply while it is awaited or arriving; its text so far stays. */
    stop: string;
    /** The bot's message after a reply that failed or came without text, naming the owner's email and phone. */
    replies: {
      /** The chat function answered with a non-OK status, or reported a failure midway. */
      technicalDifficulties: (email: string, phone: string) => string;
      /** The reply came without text. */
      rephrase: string;
      /** Anything else failed: the network, a time-out, a reply that broke off, an unreadable answer. */
      fallback: (email: string, phone: string) => string;
    };
  };
}

/**
 * The words around the owner's reply to a lead, in the language the lead wrote in, and the draft
 * the inbox offers when no AI drafts it. Apart from UiTexts: the inbox and the reply function load
 * them, never the page (locales/reply.ts). Dates come formatted in the language already.
 */
export interface ReplyTexts {
  /** The reply's subject from the lead's: 'Re: Website redesign'. */
  subject: (subject: string) => string;
  /** The subject when the lead gave none. */
  noSubject: (ownerName: string) => string;
  /** The first line: 'Hello Marie,'. */
  greeting: (visitorName: string) => string;
  /** The last line before the owner's name. */
  signOff: string;
  /** Above the quoted message. */
  quoteHeader: (date: string, visitorName: string) => string;
  /** Above the quoted summary of a conversation the chat handed over. */
  chatQuoteHeader: (date: string, visitorName: string) => string;
  /** The draft without an AI, a paragraph each; the owner edits it before sending. */
  draft: {
    /** Thanks for the message, naming the service when the brief names one. */
    thanks: (service: string | undefined) => string;
    /** What the brief said of budget and timeline, when it said either. */
    brief: (budget: string | undefined, timeline: string | undefined) => string;
    /** The next step: a call, booked at the owner's scheduling page. */
    nextStep: (schedulingUrl: string) => string;
  };
}

/**
 * The chat's "Send this conversation to ...": the offer under a reply, the short form that sends
 * the conversation to the owner's inbox, and what the chat says once it went. `name` is the
 * owner's first name. Apart from UiTexts: these load with the chat, not with the page
 * (locales/handoff.ts).
 */
export interface HandoffTexts {
  /** Above the offer's button: why one would send the conversation. */
  offer: (name: string) => string;
  /** The offer's button, and the form's heading. */
  action: (name: string) => string;
  /** Under the form's heading: what happens next. */
  intro: (name: string) => string;
  labels: { name: string; email: string; note: string };
  placeholders: { name: string; email: string; note: string };
  /** The legend over the brief's chips. */
  brief: string;
  send: (name: string) => string;
  sending: string;
  /** Closes the form and goes back to the conversation. */
  back: string;
  /** The chat's line once the conversation went: who has it, and where the reply will go. */
  sent: (name: string, email: string) => string;
  errors: {
    name: string;
    email: string;
    /** The visitor's line is longer than a message may be (5,000 characters). */
    noteTooLong: string;
    /** The conversation could not be sent; what the visitor typed stays. */
    failed: string;
    tooMany: string;
  };
}
