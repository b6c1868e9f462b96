// The notice that an agent joined the conversation: a system message of the
// conversation, not only a live event, so every tab shows it and so does a tab opened or
// reloaded later. Like a call's notices (callNotice.ts) it carries an i18n key and values, so
// the widget and the console each say it in their language; `msgContent` holds the English.

/** The English words, which widget/locales/en.json's `chat.agentConnected` repeats (a unit test holds them equal). */
export const AGENT_JOINED_TEXT = '{{name}} joined the chat';

export interface AgentJoinedNotice {
  key: 'chat.agentConnected';
  values: { name: string };
  text: string;
}

export const agentJoinedNotice = (name: string): AgentJoinedNotice => ({
  key: 'chat.agentConnected',
  values: { name },
  text: AGENT_JOINED_TEXT.replace('{{name}}', () => name),
});
