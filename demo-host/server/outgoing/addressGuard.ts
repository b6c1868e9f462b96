// No server-side request forgery through webhooks: a URL an admin saves must be http(s) and,
// unless the operator allows it (WEBHOOK_ALLOW_PRIVATE), must not reach loopback, private,
// link-local or other special addresses. The check runs on save (the URL as written) and on
// every delivery (each address the name resolves to, at connect time, so a name that
// re-resolves to 127.0.0.1 later is still refused).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

const SPECIAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  SPECIAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  SPECIAL.addSubnet(network, prefix, 'ipv6');

/** Loopback, private, link-local, carrier NAT, multicast and the like; IPv4 inside IPv6 too. */
export function isSpecialAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isSpecialAddress(mapped);
  const family = isIP(address);
  if (!family) return true;
  return SPECIAL.check(address, family == 4 ? 'ipv4' : 'ipv6');
}

/** Why this URL may not be a webhook's, or undefined when it may. */
export function webhookUrlProblem(text: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'url: must be an absolute http:// or https:// URL';
  }
  if (url.protocol != 'http:' && url.protocol != 'https:') return 'url: only http:// and https:// URLs';
  if (url.username || url.password)
    return 'url: must not carry a user name or password (the secret signs each delivery)';
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host == 'localhost' || host.endsWith('.localhost') || (isIP(host) && isSpecialAddress(host)))
    return 'url: private and loopback addresses are refused on this server (its operator may allow them with WEBHOOK_ALLOW_PRIVATE)';
  return undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup for http.request: every address the name resolves to must be public. */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const found = addresses as LookupAddress[];
    const refused = found.find((entry) => isSpecialAddress(entry.address));
    if (refused) {
      const problem: NodeJS.ErrnoException = new Error(
        `${hostname} resolves to ${refused.address}, a private or loopback address`,
      );
      problem.code = 'EPRIVATEADDRESS';
      return callback(problem, []);
    }
    if (options.all) return callback(null, found);
    callback(null, found[0]!.address, found[0]!.family);
  });
}
