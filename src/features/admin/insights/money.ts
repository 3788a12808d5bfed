import { adminTexts } from '../../../content/admin';
import { withoutReordering } from '../../../shared/visitorText';

/** A sum in its currency, as the inbox's pipeline writes it ('€2,400.00'). */
export const money = (total: number, currency: string) =>
  adminTexts.stages.money(total, withoutReordering(currency));
