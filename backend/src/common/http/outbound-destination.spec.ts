import { isCallableAddress, outboundRefusal } from './outbound-destination';

describe('outbound destinations of back-office addresses', () => {
  it('refuses this machine, link-local (cloud metadata), unspecified and multicast addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '0.0.0.0',
      '169.254.169.254',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
    ])
      expect({ address, callable: isCallableAddress(address) }).toEqual({ address, callable: false });
  });

  it('allows public addresses and the company network (an ERP on the LAN)', () => {
    for (const address of ['93.184.216.34', '10.1.2.3', '192.168.0.10', '172.16.5.4', '2001:db8::1'])
      expect({ address, callable: isCallableAddress(address) }).toEqual({ address, callable: true });
  });

  it('answers why an address is refused, after resolving its host', async () => {
    expect(await outboundRefusal('ftp://example.com/file.csv')).toBe('must be an http or https address');
    expect(await outboundRefusal('not a url')).toBe('is not an address');
    expect(await outboundRefusal('http://localhost:3000/admin')).toMatch(/this server/);
    expect(await outboundRefusal('http://[::1]/x')).toMatch(/this server/);
    expect(await outboundRefusal('http://169.254.169.254/latest/meta-data/')).toMatch(/link-local/);
    expect(await outboundRefusal('https://10.0.0.5/erp/items.csv')).toBeNull();
  });
});
