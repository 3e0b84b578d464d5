import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@oficina/core';
import { badRequest } from '../errors';

/** Where webhooks may point: STRICT_DEPLOYMENT and WEBHOOK_ALLOW_PRIVATE. */
export interface WebhookAddressPolicy {
  /** https:// only, and no loopback, private or link-local address. */
  strict: boolean;
  /** Let a strict deployment reach private addresses (tests, a private network). */
  allowPrivate: boolean;
}

/**
 * Addresses a webhook must not reach in a deployment: this machine, private networks, link-local
 * ranges (the cloud's metadata service at 169.254.169.254) and the like, so the panel cannot be
 * used to make the server call its own internal services.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is checked as the IPv4 one.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
    return PRIVATE.check(address, 'ipv6');
  }
  return PRIVATE.check(address, 'ipv4');
}

/** The host of a URL as DNS or an address literal reads it (IPv6 without brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Checks a webhook's address against the policy: at creation (a 400 in Portuguese) and again
 * before every delivery, resolving the host each time, so a name that later resolves to a
 * private address (DNS rebinding) is refused too. Answers the addresses it checked.
 */
export async function checkWebhookAddress(
  raw: string,
  policy: WebhookAddressPolicy,
): Promise<string[]> {
  const url = new URL(raw);
  if (!policy.strict) return [];
  if (url.protocol !== 'https:') throw badRequest(WEBHOOK_MESSAGES.httpsRequired);
  if (policy.allowPrivate) return [];
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw badRequest(WEBHOOK_MESSAGES.privateAddress);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw badRequest(WEBHOOK_MESSAGES.unresolvable);
    }
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress))
    throw badRequest(WEBHOOK_MESSAGES.privateAddress);
  return addresses;
}
