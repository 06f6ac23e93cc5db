import ipaddr from 'ipaddr.js';

/**
 * Who a per-client limit counts: the client's address as the trusted proxies report it
 * (`request.ip`), with an IPv6 client taken as its /64. One subscriber line or phone gets a whole
 * /64 to itself, so counting single IPv6 addresses would hand anyone 2^64 allowances.
 */
export function clientOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${(address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
