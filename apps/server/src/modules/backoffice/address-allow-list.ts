import { BlockList, isIP } from 'node:net';

/**
 * Whether an address may reach the back office: every address when the list is empty, else those in it
 * (addresses and CIDR ranges, IPv4 and IPv6; an IPv4 client seen as `::ffff:a.b.c.d` is checked as IPv4).
 */
export function addressAllowList(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => true;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}
