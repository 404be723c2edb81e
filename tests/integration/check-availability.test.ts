import { auth, callFunction, db } from './emulator-clients';

describe('checkFirmName', () => {
  beforeAll(async () => {
    await db.doc('firmNames/smithcoinc').set({ firmId: 'f1' });
  });
  it('says a new name is available', async () => {
    expect((await callFunction('checkFirmName', { firmName: `Brand New ${Date.now()}` })).data).toMatchObject({
      available: true,
      error: null,
    });
  });
  it('compares names lower-cased with non-alphanumerics dropped', async () => {
    expect((await callFunction('checkFirmName', { firmName: 'Smith & Co. Inc' })).data).toMatchObject({
      available: false,
      error: 'A firm with this name is already registered',
    });
  });
  it('refuses a missing name', async () => {
    expect((await callFunction('checkFirmName', {})).error?.status).toBe('INVALID_ARGUMENT');
  });
  it('refuses a name of the wrong type', async () => {
    expect((await callFunction('checkFirmName', { firmName: ['x'] })).error?.status).toBe('INVALID_ARGUMENT');
  });
  it('refuses an oversize name', async () => {
    expect((await callFunction('checkFirmName', { firmName: 'x'.repeat(151) })).error?.status).toBe('INVALID_ARGUMENT');
  });
  it('refuses script tags', async () => {
    expect((await callFunction('checkFirmName', { firmName: '<script>x</script>' })).error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('checkEmailDomain', () => {
  beforeAll(async () => {
    await db.doc('firmDomains/taken-domain.co.za').set({ firmId: 'f1' });
    await auth.createUser({ email: `existing-${process.pid}@example.org`, password: 'existing-pass-1' }).catch(() => undefined);
  });
  it('says a fresh address on a fresh domain is available', async () => {
    expect((await callFunction('checkEmailDomain', { email: `new-${Date.now()}@fresh-${Date.now()}.co.za` })).data).toMatchObject(
      { available: true },
    );
  });
  it('answers an address with an account exactly as one without (no account enumeration)', async () => {
    const known = await callFunction('checkEmailDomain', { email: `existing-${process.pid}@example.org` });
    const unknown = await callFunction('checkEmailDomain', { email: `nobody-${process.pid}@example.org` });
    expect(known).toEqual(unknown);
    expect(known.data).toEqual({ available: true, error: null, reason: null });
  });
  it('reports a domain another firm registered', async () => {
    expect((await callFunction('checkEmailDomain', { email: 'new@taken-domain.co.za' })).data).toMatchObject({
      available: false,
      reason: 'domain-taken',
      error: 'Another firm is already registered with this domain',
    });
  });
  it('exempts public mail domains', async () => {
    await db.doc('firmDomains/gmail.com').set({ firmId: 'should-never-exist' });
    expect((await callFunction('checkEmailDomain', { email: `x${Date.now()}@gmail.com` })).data).toMatchObject({
      available: true,
    });
    await db.doc('firmDomains/gmail.com').delete();
  });
  it('refuses a malformed address', async () => {
    expect((await callFunction('checkEmailDomain', { email: 'nope' })).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Please enter a valid email address',
    });
  });
  it('refuses a missing address', async () => {
    expect((await callFunction('checkEmailDomain', {})).error?.status).toBe('INVALID_ARGUMENT');
  });
  it('refuses an oversize address', async () => {
    expect((await callFunction('checkEmailDomain', { email: `${'a'.repeat(300)}@x.co.za` })).error?.status).toBe(
      'INVALID_ARGUMENT',
    );
  });
  it('refuses script tags', async () => {
    expect((await callFunction('checkEmailDomain', { email: '<script>@x.co.za' })).error?.status).toBe('INVALID_ARGUMENT');
  });
});
