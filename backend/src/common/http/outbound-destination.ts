import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a back-office user's URL must not make the server call: this machine (loopback), the link-local
 * range (cloud metadata services answer at 169.254.169.254), the unspecified and multicast addresses. Private
 * ranges stay allowed: an ERP or supplier feed on the company's network is a normal source.
 */
const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet('0.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('127.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4');
FORBIDDEN.addSubnet('224.0.0.0', 4, 'ipv4');
FORBIDDEN.addAddress('::', 'ipv6');
FORBIDDEN.addAddress('::1', 'ipv6');
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6');
FORBIDDEN.addSubnet('ff00::', 8, 'ipv6');

/** Whether the server may call this address (IPv4-mapped IPv6 addresses are judged as their IPv4 address). */
export function isCallableAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
  return !FORBIDDEN.check(plain, family);
}

/**
 * The reason the server will not fetch `url` for a back-office user, or null when it may: an http(s) address
 * whose host resolves only to callable addresses. Redirects must not be followed (they would skip this check).
 */
export async function outboundRefusal(url: string): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not an address';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http or https address';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `names a host (${host}) that could not be found`;
  }
  if (addresses.length === 0 || !addresses.every(isCallableAddress)) {
    return 'points at this server or a link-local address, which the shop does not call';
  }
  return null;
}
