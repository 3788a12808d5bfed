import type { Brief, BriefBudget, BriefService } from '../../../src/shared/brief.ts';
import type { ProjectCategory } from '../../../src/content/index.ts';
import type { Turn } from './gateway.ts';
import { detectKind, detectTopic, normalise } from './topics.ts';

/**
 * When the assistant offers to send the conversation to the owner, and what it already knows of
 * the visitor's brief. The offer comes with a reply (the stream's last event, replyStream.ts) when
 * the visitor asks about a price, a call or how to get in touch, or once they have asked
 * OFFER_AFTER_QUESTIONS questions; the widget then shows "Send this conversation to ...". The same
 * rule holds for the AI and the built-in responder: it reads the visitor's words, not the reply.
 */

/** The visitor's questions after which the offer comes whatever they asked. */
export const OFFER_AFTER_QUESTIONS = 3;

/** Topics that mean the visitor wants to go further: a quote, a date, a way to talk. */
const READY_TOPICS = new Set(['pricing', 'availability', 'contact']);

/** Words of a visitor who wants a quote or a call, in the page's languages, past the topics. */
const WANTS_TO_TALK =
  /\b(quote|estimate|hire|call me|book|meeting|devis|rendez-vous|appel|embaucher)\b|عرض سعر|موعد|اتصل|مكالمه|توظيف/;

export interface HandoffOffer {
  /** What the visitor's words already say of the brief; the visitor confirms or changes it. */
  brief: Brief;
}

/** The offer for a reply to `text` after `history`, or undefined when it is not the moment. */
export function handoffOffer(text: string, history: readonly Turn[]): HandoffOffer | undefined {
  const questions = history.filter((turn) => turn.role === 'user').length + 1;
  const ready =
    READY_TOPICS.has(detectTopic(text)) ||
    WANTS_TO_TALK.test(normalise(text)) ||
    questions >= OFFER_AFTER_QUESTIONS;
  if (!ready) return undefined;
  const said = [
    ...history.filter((turn) => turn.role === 'user').map((turn) => turn.content),
    text,
  ];
  return { brief: guessBrief(said) };
}

const SERVICE_OF_KIND: Record<ProjectCategory, BriefService> = {
  web: 'website',
  mobile: 'mobile_app',
  chatbot: 'chatbot',
};

/**
 * The service and budget the visitor's messages name, the latest mention winning: "my restaurant
 * site, budget 3k" is a website of 1-5k. Nothing is guessed from a number that is not clearly an
 * amount of money (a "k", a currency, or the word budget).
 */
export function guessBrief(messages: readonly string[]): Brief {
  const brief: Brief = {};
  for (const message of messages) {
    const input = normalise(asciiDigits(message));
    const kind = detectKind(input);
    if (kind) brief.service = SERVICE_OF_KIND[kind];
    const budget = budgetIn(input);
    if (budget) brief.budget = budget;
  }
  return brief;
}

/** Arabic-Indic and Persian digits as 0-9, so "٣ آلاف" reads as 3. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String(((digit.charCodeAt(0) - 0x0660) % 0x90) % 10),
  );
}

const CURRENCY = String.raw`(?:[$€£]|usd|eur|euros?|dollars?|dh|mad|dirhams?|دولار|درهم|دراهم|يورو)`;
const THOUSANDS = String.raw`(?:k|mille|ألف|الف|آلاف|الاف)`;
const AMOUNT = new RegExp(
  String.raw`(${CURRENCY}\s?)?(\d{1,3}(?:[ ,.\u202f]\d{3})+|\d+(?:[.,]\d+)?)\s?(${THOUSANDS}(?![a-z]))?\s?(${CURRENCY})?`,
  'g',
);
const BUDGET_WORD = /\b(budget|prix|price|cost|tarif)\b|ميزاني|سعر|تكلف/;

/** The budget range of the first amount of money in `input` (normalised), if any. */
function budgetIn(input: string): BriefBudget | undefined {
  for (const match of input.matchAll(AMOUNT)) {
    const [, before, digits, thousands, after] = match;
    if (!thousands && !before && !after && !BUDGET_WORD.test(input)) continue;
    const number = Number(digits!.replace(/[ ,.\u202f](?=\d{3}\b)/g, '').replace(',', '.'));
    if (!Number.isFinite(number) || number === 0) continue;
    const amount = thousands ? number * 1000 : number;
    // A bare small number next to "budget" ("budget 3") means thousands too.
    const value = !thousands && amount < 100 ? amount * 1000 : amount;
    if (value < 1000) return 'under_1k';
    if (value < 5000) return '1k_5k';
    if (value < 10_000) return '5k_10k';
    return 'over_10k';
  }
  return undefined;
}
