// Where a listening server is reached: the banner's URLs and the links in it are built from here.
import type { FastifyInstance } from 'fastify';

export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address == 'string') throw new Error('chat-online: server has no TCP address');
  return address.port;
}

/** Addresses that mean "every interface": a browser cannot open them, localhost stands in. */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/** PUBLIC_ORIGIN when set (a proxy in front), else the address it listens on (HOST) and its port. */
export function originOf(app: FastifyInstance, publicOrigin?: string, host = 'localhost'): string {
  if (publicOrigin) return publicOrigin;
  const name = EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${portOf(app)}`;
}
