/** Random bytes as lower-case hex: visitor ids (16 bytes), client message ids (12 bytes). */
export const randomHex = (bytes: number, crypto: Crypto = globalThis.crypto): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => (byte + 256).toString(16).slice(1)).join('');

/** A client message id (a visitor's or an agent's send): 96 random bits, made once per message. */
export const newClientId = (crypto?: Crypto) => randomHex(12, crypto);

/** A visitor id as the loader and the widget make it: 128 random bits. */
export const newVisitorId = (crypto?: Crypto) => randomHex(16, crypto);

/** What a made visitor id looks like; the server tells it apart from a host-chosen one. */
export const MADE_VISITOR_ID = /^[0-9a-f]{32}$/;
