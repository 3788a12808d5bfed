// Chatbot projects: a chat window with the assistant greeting by name, a short exchange of
// alternating bubbles and a typing indicator, beside the project's title.
import { palette as colors } from '../../../tailwind.config.ts';
import { palette, rect, text } from '../design';
import type { Mockup } from './kit';
import { sideCopy, textLines } from './kit';
import { projectCategoryLabels } from '../../../src/content';

/** A bubble whose corner nearest the speaker is squared off, as in every messaging app. */
function bubble(x: number, y: number, w: number, h: number, fill: string, side: 'left' | 'right') {
  const r = 18;
  const [bl, br] = side === 'left' ? [4, r] : [r, 4];
  // One path rather than a patch over a corner, so a gradient fill spans the bubble seamlessly.
  const d =
    `M${x + r} ${y}H${x + w - r}A${r} ${r} 0 0 1 ${x + w} ${y + r}V${y + h - br}` +
    `A${br} ${br} 0 0 1 ${x + w - br} ${y + h}H${x + bl}A${bl} ${bl} 0 0 1 ${x} ${y + h - bl}` +
    `V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/** A four-pointed spark: the assistant's avatar mark. */
const spark = (cx: number, cy: number, r: number) =>
  `<path d="M${cx} ${cy - r}Q${cx + r * 0.18} ${cy - r * 0.18} ${cx + r} ${cy}Q${cx + r * 0.18} ${cy + r * 0.18} ${cx} ${cy + r}Q${cx - r * 0.18} ${cy + r * 0.18} ${cx - r} ${cy}Q${cx - r * 0.18} ${cy - r * 0.18} ${cx} ${cy - r}Z" fill="${colors.white}"/>`;

export function chatWindow(m: Mockup): string {
  // Every other chatbot mirrors the layout, so two of them side by side don't match.
  const mirror = m.index % 2 === 1;
  const x = mirror ? 72 : 452;
  const y = 52;
  const w = 436;
  const greeting = `Hi! I'm ${m.project.title}.`;
  const greetW = Math.max(greeting.length * 7.6, 200) + 32;
  let cy = y + 100;
  const messages: string[] = [];
  // Assistant greeting: the only real sentence, so the bot is introduced by its own name.
  messages.push(
    bubble(x + 20, cy, greetW, 62, palette.surface, 'left') +
      text(x + 38, cy + 26, greeting, 14, palette.white, { weight: 600 }) +
      text(x + 38, cy + 46, 'How can I help you today?', 14, colors.slate300),
  );
  cy += 76;
  messages.push(
    bubble(x + w - 20 - 220, cy, 220, 52, 'url(#accentGrad)', 'right') +
      `<g opacity=".55">${textLines(x + w - 222, cy + 17, [184, 120], palette.ink, 7, 14)}</g>`,
  );
  cy += 66;
  messages.push(
    bubble(x + 20, cy, 290, 72, palette.surface, 'left') +
      textLines(x + 38, cy + 18, [250, 236, 150], colors.slate400, 7, 15),
  );
  cy += 86;
  messages.push(
    bubble(x + w - 20 - 150, cy, 150, 38, 'url(#accentGrad)', 'right') +
      `<g opacity=".55">${textLines(x + w - 152, cy + 16, [112], palette.ink, 7)}</g>`,
  );
  cy += 52;
  const dots = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${x + 44 + i * 14}" cy="${cy + 19}" r="4" fill="${colors.slate400}" fill-opacity="${0.5 + i * 0.2}"/>`,
    )
    .join('');
  messages.push(bubble(x + 20, cy, 72, 38, palette.surface, 'left') + dots);

  const inputY = 600 - 72;
  return (
    sideCopy(m, mirror ? 560 : 72, 340, `AI ${projectCategoryLabels[m.project.category]}`) +
    `<g filter="url(#shadow)">${rect(x, y, w, 620, 22, colors.slate900)}</g>` +
    `<clipPath id="chat"><rect x="${x}" y="${y}" width="${w}" height="620" rx="22"/></clipPath>` +
    `<g clip-path="url(#chat)">` +
    rect(x, y, w, 76, 0, palette.panel) +
    `<path d="M${x} ${y + 76.5}H${x + w}" stroke="${colors.white}" stroke-opacity=".06"/>` +
    `<circle cx="${x + 42}" cy="${y + 38}" r="22" fill="url(#accentGrad)"/>` +
    spark(x + 42, y + 38, 10) +
    text(x + 76, y + 34, m.project.title, 16, palette.white, { weight: 800 }) +
    `<circle cx="${x + 80}" cy="${y + 51}" r="4" fill="${palette.emerald}"/>` +
    text(x + 90, y + 55, 'Online', 12, colors.slate400, { weight: 600 }) +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${x + w - 30}" cy="${y + 28 + i * 10}" r="2.2" fill="${colors.slate400}"/>`,
      )
      .join('') +
    messages.join('') +
    rect(x + 18, inputY, w - 92, 46, 23, palette.surface) +
    text(x + 40, inputY + 28, 'Type a message…', 13, palette.muted) +
    `<circle cx="${x + w - 44}" cy="${inputY + 23}" r="23" fill="${m.accent}"/>` +
    `<path d="M${x + w - 53} ${inputY + 23}h16m-6 -7 7 7 -7 7" fill="none" stroke="${palette.ink}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>` +
    rect(x + 0.5, y + 0.5, w - 1, 619, 22, 'none', `stroke="${colors.white}" stroke-opacity=".09"`)
  );
}
