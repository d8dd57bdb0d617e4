import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * How pushes reach push services. An endpoint is a URL the browser gave, so a person
 * could name any host: without a check the API would POST wherever they liked, its own
 * network included. So a push goes only to public addresses: an IP literal is checked
 * before sending, and a name at connection time (the agent's lookup), so a name that
 * resolves elsewhere later is caught too. Tests pass their own transport.
 */
export type PushTransport = {
  agent: Agent;
  /** Whether an endpoint's host may be sent to at all (an IP literal never reaches the lookup). */
  allowsHost: (hostname: string) => boolean;
};

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** True for an address on the public internet: not loopback, private, link-local, reserved or multicast. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = MAPPED_IPV4.exec(bare)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** A DNS lookup that fails for a name with any address that is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    const first = addresses[0];
    if (refused || !first) {
      callback(
        Object.assign(new Error(`${hostname} does not resolve to a public address`), {
          code: 'ENOTPUBLIC',
        }),
        '',
        0,
      );
      return;
    }
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};

/** The transport of the running API: public addresses only, kept-alive connections. */
export function createPublicPushTransport(): PushTransport {
  return {
    agent: new Agent({ keepAlive: true, lookup: publicOnlyLookup }),
    allowsHost: (hostname) => {
      const bare = hostname.replace(/^\[|\]$/g, '');
      return isIP(bare) === 0 || isPublicAddress(bare);
    },
  };
}
