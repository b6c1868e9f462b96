// The walk-through's greeting is typed as plain text; the welcome message is rich text (HTML the
// widget sanitises), so each line becomes a paragraph of its text, escaped.
import { escapeHtml } from '@shared/escapeHtml';

export const greetingHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
