import { adminTexts } from '../../../content/admin';

/**
 * How long a visitor took to send, for people: one decimal below 10 s ('0.4 s'), whole seconds
 * up to 120 s ('42 s'), whole minutes beyond ('3 min'). Each step rounds first, so 9.96 s reads
 * '10 s' and never '10.0 s'.
 */
export function formatFillTime(ms: number): string {
  const { seconds: inSeconds, minutes: inMinutes } = adminTexts.fillTime;
  const tenths = Math.round(ms / 100);
  if (tenths < 100) return inSeconds(tenths / 10, 1);
  const seconds = Math.round(ms / 1000);
  if (seconds <= 120) return inSeconds(seconds, 0);
  return inMinutes(Math.round(ms / 60_000));
}
