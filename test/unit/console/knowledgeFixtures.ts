// Knowledge documents as the admin API lists them, for the Knowledge page's tests.
import type { KnowledgeEntry } from '@shared/api/knowledge';

export const entry = (docId: number, changes: Partial<KnowledgeEntry> = {}): KnowledgeEntry => ({
  docId,
  lang: 'en',
  question: `Question ${docId}`,
  similar: [],
  answer: `<p>Answer ${docId}</p>`,
  enabled: true,
  updatedAt: Date.UTC(2026, 0, 5, 9, 30),
  extras: [],
  ...changes,
});

export const BASE: KnowledgeEntry[] = [
  entry(1, {
    question: 'How long does delivery take?',
    similar: ['when will my parcel arrive'],
    answer: '<p>Orders ship within <strong>2 days</strong>.</p>',
    category: 'shipping',
  }),
  entry(2, { question: 'Can I return an item?', answer: '<p>Returns are free for 30 days.</p>', category: 'returns' }),
  entry(3, { lang: 'de', question: 'Wie lange dauert der Versand?', answer: '<p>Zwei Tage.</p>', translationOf: 1 }),
  entry(4, { lang: 'fr', question: 'Où est mon colis ?', answer: '<p>Voyez le suivi: café.</p>', enabled: false }),
  entry(5, { lang: 'de', question: 'Kann ich zurückgeben?', answer: '<p>Ja.</p>', extras: ['buttons', 'card'] }),
];
