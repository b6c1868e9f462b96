// ICE_SERVERS (demo-host/server/call/iceServers.ts): a JSON list of RTCIceServer-like objects,
// none by default; anything else stops the start with a message naming what is wrong.

import { parseIceServers } from '@server/call/iceServers';
import { describe, expect, it } from 'vitest';

describe('parseIceServers', () => {
  it('rule: unset or blank is none (host candidates: one machine, one LAN)', () => {
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers('')).toEqual([]);
    expect(parseIceServers('  ')).toEqual([]);
    expect(parseIceServers('[]')).toEqual([]);
  });

  it('rule: a list of { urls, username?, credential? } with stun:, stuns:, turn: or turns: URLs', () => {
    const coturn = '[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]';
    expect(parseIceServers(coturn)).toEqual([{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }]);
    expect(
      parseIceServers('[{"urls":["stun:stun.example.com:3478","turns:turn.example.com:5349?transport=tcp"]}]'),
    ).toEqual([{ urls: ['stun:stun.example.com:3478', 'turns:turn.example.com:5349?transport=tcp'] }]);
  });

  it.each([
    ['not JSON', '[{urls:', /^ICE_SERVERS: is not valid JSON/],
    ['an object, not a list', '{"urls":"stun:a"}', /^ICE_SERVERS: must be a JSON array/],
    ['an entry that is not an object', '["stun:a"]', /^ICE_SERVERS\[0\]: must be an object/],
    ['no urls', '[{"username":"u"}]', /^ICE_SERVERS\[0\]\.urls: must be a stun:/],
    ['an http URL', '[{"urls":"http://turn.example.com"}]', /^ICE_SERVERS\[0\]\.urls: /],
    ['an empty list of URLs', '[{"urls":[]}]', /^ICE_SERVERS\[0\]\.urls: /],
    [
      'a number for a credential',
      '[{"urls":"turn:a","credential":5}]',
      /^ICE_SERVERS\[0\]\.credential: must be a string/,
    ],
    ['an unknown field', '[{"urls":"turn:a","password":"p"}]', /^ICE_SERVERS\[0\]\.password: is not a field/],
  ])('refuses %s with a message naming it', (_, text, message) => {
    expect(() => parseIceServers(text)).toThrow(message);
  });
});
