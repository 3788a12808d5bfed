import type { Brief, BriefBudget, BriefService, BriefTimeline } from '../../../shared/brief';
import type { Tables } from '../../../shared/database.types';
import type { StoredReply } from '../../../shared/reply';
import type { LeadStage, LostReason } from '../../../shared/stages';
import type { LeadDimensionName } from '../../../content/adminTypes';

/** The two folders of the inbox. The database files each visitor message into one of them. */
export type Folder = 'inbox' | 'spam';

/** Where the owner's email about a message stands. */
export type NotifyState =
  'pending' | 'sending' | 'sent' | 'held' | 'summarized' | 'failed' | 'skipped';

/** Where a message came from: the contact form, or a conversation the chat handed over. */
export type MessageSource = 'form' | 'chat';

export {
  LEAD_STAGES,
  LOST_REASONS,
  MAX_DEAL_VALUE,
  MAX_STAGE_NOTE,
  STAGES_WITH_VALUE,
  type LeadStage,
  type LostReason,
} from '../../../shared/stages';

/**
 * A lead's stage as the owner sets it, all at once (the database checks them together): a reason
 * only when lost, a value with its currency only on proposal and won.
 */
export interface StageFields {
  stage: LeadStage;
  lost_reason: LostReason | null;
  stage_note: string | null;
  deal_value: number | null;
  deal_currency: string | null;
}

/** One turn of a chat's conversation, as the chat function stored it. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * A contact message as the inbox lists it: the columns of public.contact_messages it reads, typed
 * from the migrations (src/shared/database.types.ts). The database checks `status`, `notify_state`,
 * `source` and the brief against the lists above and in src/shared/brief.ts; the generated type can
 * only say `string` for a text column. A chat message's conversation does not travel with the
 * list (`chat_transcript` is null there); it is read on its own when the owner opens it.
 */
export type ContactMessage = Omit<
  Pick<
    Tables<'contact_messages'>,
    | 'id'
    | 'name'
    | 'email'
    | 'subject'
    | 'message'
    | 'created_at'
    | 'read'
    | 'status'
    | 'spam_reasons'
    | 'signal_fill_ms'
    | 'signal_honeypot'
    | 'signal_touched'
    | 'notify_state'
    | 'notify_error'
    | 'notified_at'
    | 'language'
    | 'chat_summary'
    | 'answered_at'
    | 'stage_changed_at'
  >,
  'status' | 'notify_state'
> &
  StageFields & {
    status: Folder;
    notify_state: NotifyState;
    source: MessageSource;
    brief_service: BriefService | null;
    brief_budget: BriefBudget | null;
    brief_timeline: BriefTimeline | null;
    chat_transcript?: ChatTurn[] | null;
    /**
     * The owner's replies sent from the inbox, oldest first, which the list asks for with the page
     * (list-messages.ts). Absent on a message that did not come from the list.
     */
    message_replies?: ListedReply[];
  };

/**
 * A reply the owner sent from the inbox, as public.message_replies keeps it and the reply function
 * answers it (src/shared/reply.ts, the contract the function and the inbox share). Only the
 * function writes the table; the owner reads it under row-level security.
 */
export type { ReplyStatus, StoredReply } from '../../../shared/reply';

/** The columns of a reply the message list carries: what a card's history shows. */
export const LISTED_REPLY_COLUMNS = [
  'id',
  'created_at',
  'language',
  'subject',
  'body',
  'status',
  'error',
  'sent_at',
] as const satisfies readonly (keyof StoredReply)[];

/** A reply as the message list carries it. */
export type ListedReply = Pick<StoredReply, (typeof LISTED_REPLY_COLUMNS)[number]>;

/** What the reply function drafts: a body to check, written by the AI or from a template. */
export type { DraftReplyAnswer as ReplyDraft } from '../../../shared/reply';

/** How many messages each folder holds, and how many of the inbox's are unread. */
export interface MessageCounts {
  inbox: number;
  unread: number;
  spam: number;
}

/** Which inbox messages a list shows: every one, only the unread ones, or only the read ones. */
export type MessageFilter = 'all' | 'unread' | 'read';

/**
 * What narrows a list beyond its folder and filter: the brief's values a message must have, where
 * it must come from, and the stage it must stand at. A field left out narrows nothing.
 */
export interface LeadFilters extends Brief {
  source?: MessageSource;
  stage?: LeadStage;
}

/** Where a page of messages ends: the last listed message's sort key (newest first). */
export type MessageCursor = Pick<ContactMessage, 'created_at' | 'id'>;

/** One page of a folder's messages, newest first, and whether older ones follow it. */
export interface MessagePage {
  messages: ContactMessage[];
  hasMore: boolean;
}

/** A question the chat assistant could not answer, as the owner's list gathers it. */
export interface UnansweredQuestion {
  /** The question folded (lower case, no accents): its key, the same for every asking of it. */
  folded: string;
  /** The question as it was last asked. */
  question: string;
  /** How many times it was asked, and when last. */
  times: number;
  last_asked_at: string;
  /** The languages of the pages it was asked on (codes, e.g. 'fr'). */
  languages: string[];
}

/** The periods the Insights view offers, in days (public.site_insights accepts no other). */
export const INSIGHTS_PERIODS = [7, 30, 90] as const;
export type InsightsDays = (typeof INSIGHTS_PERIODS)[number];

/** One row of a ranked list: a value (a host, a path, a code, an id) and how many it counted. */
export interface Ranked<V = string> {
  value: V;
  visitors: number;
}

/** One row of a list of what preceded a message: a project or service id, and in how many. */
export interface LeadCount {
  value: string;
  messages: number;
}

/** A sum of deal values in one currency (never added across currencies). */
export interface MoneyTotal {
  currency: string;
  total: number;
}

/**
 * How many leads reached each step on the way to a client. A lost lead counts for the steps
 * before the one it was lost from; `won` is the leads won, `wonValue` what they are worth.
 */
export interface LeadSteps {
  leads: number;
  replied: number;
  call: number;
  proposal: number;
  won: number;
  wonValue: MoneyTotal[];
}

/** What leads are split by in 'What brings clients', as public.lead_insights names them. */
export const LEAD_DIMENSIONS: readonly LeadDimensionName[] = [
  'bySource',
  'byEntryPage',
  'byReferrer',
  'byService',
  'byBudget',
  'byTimeline',
  'byLanguage',
];

/**
 * One value of a split and its steps. `value` is null where the lead has none (no brief, no
 * language, no visit kept); a referrer of '' is a direct visit.
 */
export interface LeadSplitRow extends LeadSteps {
  value: string | null;
}

/** public.lead_insights(days): the period's leads, how far they came and where from. */
export interface LeadInsights {
  totals: LeadSteps & { lost: number; medianFirstReplySeconds: number | null };
  /** Top 10 values of each dimension by leads. */
  split: Record<LeadDimensionName, LeadSplitRow[]>;
}

/**
 * The site's counted visits over a period, as public.site_insights(days) answers (UTC dates,
 * inclusive). Visitors over several days are the sum of each day's unique visitors: the key a
 * visitor is counted by changes every day.
 */
export interface SiteInsights {
  days: InsightsDays;
  from: string;
  to: string;
  /** One row per day of the period, days without a visit included. */
  daily: { day: string; visitors: number; pageViews: number }[];
  totals: { visitors: number; pageViews: number };
  /** Top 10 by visitors; `null` is a visit with no referrer and no source (direct). */
  referrers: Ranked<string | null>[];
  pages: (Ranked & { pageViews: number })[];
  languages: Ranked[];
  /** Empty when the platform never sent a country header. */
  countries: Ranked[];
  /** `won` and `wonValue`: of the messages sent, those won (public.lead_insights). */
  funnel: {
    visitors: number;
    chatOpened: number;
    messageSent: number;
    replied: number;
    won: number;
    wonValue: MoneyTotal[];
  };
  leadProjects: LeadCount[];
  leadServices: LeadCount[];
  /** What brings clients: the period's leads (public.lead_insights). */
  clients: LeadInsights;
}
