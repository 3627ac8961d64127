import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (contract §23): not to this network's own machines. Checked when the
 * webhook is saved and again at each send, on the addresses the name resolves to then (the socket
 * connects to the address checked: see `safeLookup`), unless WEBHOOK_ALLOW_PRIVATE=true.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local (fd00::/8 included)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['100::', 64], // discard
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1] ?? null;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const parts = hex ?? sixToFour;
  if (!parts) return null;
  const high = Number.parseInt(parts[1] ?? '0', 16);
  const low = Number.parseInt(parts[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address a webhook must not reach: private, loopback, link-local, unique-local, multicast… */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner) return blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export type AddressProblem = 'invalid' | 'private' | 'unresolved';

/** The host of a URL as DNS and `isIP` take it (no brackets around IPv6). */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address `host` resolves to (itself when it is one). */
async function addressesOf(host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

/**
 * Why this URL may not be a webhook's target, or null: `https:` only (plain `http:` too when
 * private targets are allowed, for a test receiver or a private network), and no name resolving to
 * a private address. A name that resolves to nothing is refused at save time.
 */
export async function addressProblem(raw: string, allowPrivate: boolean): Promise<AddressProblem | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'invalid';
  if (url.username || url.password) return 'invalid';
  if (allowPrivate) return null;
  let addresses: string[];
  try {
    addresses = await addressesOf(hostOf(url));
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.some(isPrivateAddress) ? 'private' : null;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * The `lookup` of the sending socket: resolves the name and refuses it when any address is private,
 * so that the address checked is the one connected to (no second resolution to rebind).
 */
export function safeLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    addressesOf(hostOf(new URL(`http://${hostname.includes(':') ? `[${hostname}]` : hostname}`)))
      .then((addresses) => {
        const first = addresses[0];
        if (!first) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
        if (!allowPrivate && addresses.some(isPrivateAddress))
          throw Object.assign(new Error('private address refused'), { code: 'EPRIVATE' });
        // With `all` (Node's happy eyeballs) the socket takes the checked addresses, in order.
        if (options.all)
          callback(
            null,
            addresses.map((address) => ({ address, family: isIP(address) })),
          );
        else callback(null, first, isIP(first));
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, options.all ? [] : '', 0));
  };
}
