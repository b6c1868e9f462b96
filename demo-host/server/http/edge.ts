// The HTTP edge: how long a connection may take to send its headers, its body, or nothing
// at all, each time named once. A long poll holds its answer with nothing on the wire for up
// to LONG_POLL_WAIT_MS, so only the idle timeout has to wait longer than that; a body that
// stalls is cut by its own deadline, the same for every JSON call and longer for uploads.

import { LONG_POLL_TIMEOUT_MARGIN_MS, LONG_POLL_WAIT_MS, REQUEST_TIMEOUT_UPLOAD_MS } from '@shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface EdgeOptions {
  /** The request line and headers must have arrived this long after the first byte. */
  headersTimeoutMs: number;
  /** A JSON body must have arrived this long after its headers, or it is answered 408. */
  bodyTimeoutMs: number;
  /** The same for an upload: multipart, or a JSON call allowed over UPLOAD_BODY_ABOVE bytes (uploadBase64). */
  uploadBodyTimeoutMs: number;
  /** A connection with nothing on the wire either way for this long is closed. */
  idleTimeoutMs: number;
  /** How long a kept-alive connection waits for its next request. */
  keepAliveTimeoutMs: number;
  /** Client addresses the per-address rate limits do not count (a load generator on loopback). */
  unlimitedAddresses: readonly string[];
}

export const EDGE: EdgeOptions = {
  // A browser sends its headers in one packet; 10 s covers a poor mobile link.
  headersTimeoutMs: 10_000,
  // The widget gives up on a call after REQUEST_TIMEOUT_MS (15 s): twice that is plenty for a
  // body of at most about 1 MB, and a body that trickles in is not held for ever.
  bodyTimeoutMs: 30_000,
  // The client's own upload timeout (docs/decisions.md#request-timeout): 50 MB on a slow link.
  uploadBodyTimeoutMs: REQUEST_TIMEOUT_UPLOAD_MS,
  // Longer than any held answer: a visitor's long poll or an agent's `events` (25 s) plus the
  // clients' margin for the network, 35 s.
  idleTimeoutMs: LONG_POLL_WAIT_MS + LONG_POLL_TIMEOUT_MARGIN_MS,
  // More than the widget's 2 s between short polls, so a polling visitor keeps its connection.
  // Behind a proxy that keeps connections to this server, make it longer than the proxy's own.
  keepAliveTimeoutMs: 10_000,
  unlimitedAddresses: [],
};

/** JSON calls allowed a body over this many bytes are uploads (only uploadBase64 today). */
const UPLOAD_BODY_ABOVE = 8 * 1024 * 1024;
/**
 * A refused call whose body is not read (no token, too large) and is bigger than this closes
 * its connection after the answer instead of reading the rest to keep the connection: a
 * stranger's 70 MB costs nothing more than its headers.
 */
const DRAIN_AT_MOST = 64 * 1024;

/** Fastify's options for these timeouts (Node checks headers and whole requests every second). */
export function serverTimeouts(edge: EdgeOptions) {
  return {
    connectionTimeout: edge.idleTimeoutMs,
    keepAliveTimeout: edge.keepAliveTimeoutMs,
    // Node's own limit on receiving a whole request: the backstop behind the body deadlines below.
    requestTimeout: edge.headersTimeoutMs + edge.uploadBodyTimeoutMs,
    http: {
      headersTimeout: edge.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, edge.headersTimeoutMs / 2),
    },
  };
}

const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Before an answer that leaves the body unread: a big (or unknown-length) body closes the
 * connection rather than being read through to keep the connection.
 */
export function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply) {
  const length = Number(request.headers['content-length'] ?? 0);
  if (request.headers['transfer-encoding'] !== undefined || length > DRAIN_AT_MOST) reply.header('connection', 'close');
}

const bodyTooSlow = (ms: number) =>
  Object.assign(new Error(`body: not received within ${ms / 1000} s`), { statusCode: 408 });

/** Every request with a body gets a deadline for it (see EdgeOptions). */
export function installBodyDeadlines(app: FastifyInstance, edge: EdgeOptions) {
  // Callback style: no promise per request.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    // A body already in has nothing left to wait for.
    if (!hasBody(request) || request.raw.complete) return done(null, payload);
    const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
    const upload = multipart || (request.routeOptions.bodyLimit ?? 0) > UPLOAD_BODY_ABOVE;
    const ms = upload ? edge.uploadBodyTimeoutMs : edge.bodyTimeoutMs;
    const timer = setTimeout(() => {
      // The JSON parser hears an error, answered 408 like any bad body, and fastify closes the
      // connection. A multipart upload is read from the request by its handler: closing the
      // connection fails that read. Nobody reading: the connection just closes.
      if (!multipart && payload.listenerCount('error') > 0) payload.emit('error', bodyTooSlow(ms));
      else request.raw.destroy(bodyTooSlow(ms));
    }, ms);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    done(null, payload);
  });
}
