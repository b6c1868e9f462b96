// The console's sections: one list, shared with the server's mails (shared/consoleSections.ts).
export { CONSOLE_BASE, SECTIONS } from '@shared/consoleSections';
