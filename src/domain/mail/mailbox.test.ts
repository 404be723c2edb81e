import { isFirmOwnAddress, mailboxKey } from './mailbox';

describe('one mailbox, however spelled', () => {
  it.each([
    ['Thandi@Example.co.za', 'thandi@example.co.za'],
    [' thandi+legal@example.co.za ', 'thandi@example.co.za'],
    ['t.h.a.n.d.i+1@gmail.com', 'thandi@gmail.com'],
    ['Thandi.Nkosi@googlemail.com', 'thandinkosi@gmail.com'],
    // Dots matter outside Gmail: another server may give them to different people.
    ['t.nkosi@example.co.za', 't.nkosi@example.co.za'],
    ['+only@example.co.za', '+only@example.co.za'],
    ['not-an-address', 'not-an-address'],
  ])('%j is the mailbox %j', (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });
});

describe('a client who is the firm', () => {
  const firm = ['info@khumalo-legal.co.za', 'Sipho.Khumalo@gmail.com'];

  it.each([
    ['the login itself', 'info@khumalo-legal.co.za'],
    ['a +tag of the login', 'INFO+client1@khumalo-legal.co.za'],
    ['another address at its own domain', 'reception@khumalo-legal.co.za'],
    ['a user’s Gmail with dots moved', 'sipho.khumalo+x@gmail.com'],
    ['the same Gmail without dots', 'siphokhumalo@googlemail.com'],
  ])('%s is the firm', (_name, client) => {
    expect(isFirmOwnAddress(client, firm)).toBe(true);
  });

  it.each([
    ['a stranger at a public mail domain a user also uses', 'lerato@gmail.com'],
    ['a stranger at another firm', 'info@mokoena-attorneys.co.za'],
    ['a subdomain is another domain', 'x@mail.khumalo-legal.co.za'],
  ])('%s is not', (_name, client) => {
    expect(isFirmOwnAddress(client, firm)).toBe(false);
  });
});
