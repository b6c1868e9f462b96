// The agent-joined notice (shared/agentNotice.ts): its English is the widget's.

import { AGENT_JOINED_TEXT, agentJoinedNotice } from '@shared/agentNotice';
import en from '@widget/locales/en.json';
import { describe, expect, it } from 'vitest';

describe('agentJoinedNotice', () => {
  it('says the English of widget/locales/en.json, the name filled in as it is', () => {
    expect(en.chat.agentConnected).toBe(AGENT_JOINED_TEXT);
    expect(agentJoinedNotice('Alice')).toEqual({
      key: 'chat.agentConnected',
      values: { name: 'Alice' },
      text: 'Alice joined the chat',
    });
    // A name is text, not a replacement pattern.
    expect(agentJoinedNotice('$& Co').text).toBe('$& Co joined the chat');
  });
});
