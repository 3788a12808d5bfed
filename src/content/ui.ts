// The words of the interface: headings, labels, names for screen readers and status lines. They
// are not facts about the owner, but they live here for the same reason: components hold no
// text, so a reworded heading or another language is a change to this file alone.
import type { UiTexts } from './types.ts';

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
  admin: {
    navigation: 'Admin',
    backToSite: 'Back to the site',
    checkingSession: 'Checking your session',
  },
};
