// The demo shop's synonyms, per language (the robot reads them with the knowledge base; an
// owner edits them in the console's Knowledge page). A placeholder of two English groups until
// the demo's own list lands.

export const DEMO_SYNONYMS: Readonly<Record<string, string[][]>> = {
  en: [
    ['ship', 'deliver', 'post'],
    ['refund', 'money back'],
  ],
};
