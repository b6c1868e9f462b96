// ICE_SERVERS (docs/operating.md#calls-ice_servers): the STUN and TURN servers both parties of a call use, as JSON, read
// once when the server starts. None by default: host candidates connect two browsers on one
// machine or one LAN; across the internet a TURN server (coturn) is needed. A value that is
// not a list of RTCIceServer-like objects stops the start with a message naming what is wrong.
import type { IceServer } from '@shared/api/callSignal';

const ICE_URL = /^(stun|stuns|turn|turns):\S+$/;

/** Rule: ICE_SERVERS is a JSON array of { urls, username?, credential? }, each url stun:, stuns:, turn: or turns:. Unset or blank: none. */
export function parseIceServers(text: string | undefined): IceServer[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`ICE_SERVERS: is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed))
    throw new Error('ICE_SERVERS: must be a JSON array of { "urls", "username", "credential" }');
  return parsed.map((entry: unknown, index): IceServer => {
    const where = `ICE_SERVERS[${index}]`;
    if (typeof entry != 'object' || entry === null || Array.isArray(entry))
      throw new Error(`${where}: must be an object with "urls"`);
    const { urls, username, credential, ...rest } = entry as Record<string, unknown>;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined)
      throw new Error(`${where}.${unknown}: is not a field of an ICE server (urls, username, credential)`);
    const list = typeof urls == 'string' ? [urls] : urls;
    if (!Array.isArray(list) || !list.length || !list.every((url) => typeof url == 'string' && ICE_URL.test(url)))
      throw new Error(`${where}.urls: must be a stun:, stuns:, turn: or turns: URL, or a non-empty list of them`);
    for (const [name, value] of [
      ['username', username],
      ['credential', credential],
    ] as const)
      if (value !== undefined && typeof value != 'string') throw new Error(`${where}.${name}: must be a string`);
    return {
      urls: urls as string | string[],
      ...(username !== undefined && { username: username as string }),
      ...(credential !== undefined && { credential: credential as string }),
    };
  });
}
