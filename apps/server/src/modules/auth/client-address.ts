import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under. An IPv6 subscriber is usually given a whole /64:
 * counted one address at a time, one client would hold 2^64 fresh allowances.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}
