/**
 * The shapes of the owner's content. Every fact the owner would change lives in a module beside
 * this file and is typed here, so the page, the footer, the chat texts and the assistant's system
 * prompt all read one source. Keep these modules free of React and browser code: the chat Edge
 * Function imports them too.
 */

export type SocialPlatform = 'github' | 'linkedin' | 'x' | 'email';

export interface SocialLink {
  platform: SocialPlatform;
  /** Visible or accessible name, e.g. 'GitHub'. */
  label: string;
  url: string;
}

export interface Profile {
  name: string;
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

export interface SkillGroup {
  category: 'Frontend' | 'Backend' | 'Mobile' | 'AI & Chatbots';
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
  /** The two bot messages a new chat starts with. */
  greetings: [string, string];
  summary: string;
  education: string[];
  languages: string[];
  /** Exactly three, most recent first. */
  experience: [WorkExperience, WorkExperience, WorkExperience];
  /** Ids from projects.ts of the three projects the assistant highlights. */
  keyProjectIds: [string, string, string];
  availability: string;
  pricing: string;
  /** How the assistant should answer. */
  guidelines: string[];
}

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

/** A section's heading block: a small label above the title, the title, and an optional line. */
export interface SectionHeading {
  eyebrow: string;
  title: string;
  description?: string;
}

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
  admin: {
    /** Accessible name of the admin page's top bar. */
    navigation: string;
    backToSite: string;
    /** What the spinner says while the stored session is looked up. */
    checkingSession: string;
  };
}
