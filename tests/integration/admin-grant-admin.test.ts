import { callFunction, db, auth, idTokenFor } from './emulator-clients';

const run = Date.now().toString(36);
let adminToken: string;

beforeAll(async () => {
  adminToken = await idTokenFor(`granter-${run}@regmatch.test`, { admin: true });
});

describe('grantAdmin', () => {
  it('an operator grants the claim to an existing account, and it is audited', async () => {
    const email = `new-op-${run}@regmatch.test`;
    const { uid } = await auth.createUser({ email, password: 'some-password-1' });
    const result = await callFunction('grantAdmin', { email }, adminToken);
    expect(result.data).toEqual({ uid, email, alreadyAdmin: false });
    expect((await auth.getUser(uid)).customClaims).toMatchObject({ admin: true });
    const audit = await db.collection('auditLog').where('targetUid', '==', uid).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        field: 'admin',
        before: false,
        after: true,
        by: expect.objectContaining({ email: `granter-${run}@regmatch.test` }),
      }),
    ]);
  });

  it('granting twice reports alreadyAdmin and writes no second entry', async () => {
    const email = `twice-${run}@regmatch.test`;
    const { uid } = await auth.createUser({ email, password: 'some-password-1' });
    await callFunction('grantAdmin', { email }, adminToken);
    const again = await callFunction('grantAdmin', { email }, adminToken);
    expect(again.data).toMatchObject({ alreadyAdmin: true });
    expect((await db.collection('auditLog').where('targetUid', '==', uid).get()).size).toBe(1);
  });

  it('answers not-found for an email without an account', async () => {
    const result = await callFunction('grantAdmin', { email: `nobody-${run}@regmatch.test` }, adminToken);
    expect(result.error?.status).toBe('NOT_FOUND');
  });

  it('refuses to make a firm login an operator', async () => {
    const email = `firm-login-${run}@regmatch.test`;
    await idTokenFor(email, { firmId: 'some-firm' });
    const result = await callFunction('grantAdmin', { email }, adminToken);
    expect(result.error?.status).toBe('FAILED_PRECONDITION');
    expect((await auth.getUserByEmail(email)).customClaims?.admin).toBeUndefined();
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await callFunction('grantAdmin', { email: `x-${run}@regmatch.test` })).error?.status).toBe('UNAUTHENTICATED');
  });

  it('refuses a non-admin, who cannot make themselves an operator', async () => {
    const email = `self-${run}@regmatch.test`;
    const token = await idTokenFor(email, { firmId: 'firm-x' });
    const result = await callFunction('grantAdmin', { email }, token);
    expect(result.error?.status).toBe('PERMISSION_DENIED');
    expect((await auth.getUserByEmail(email)).customClaims?.admin).toBeUndefined();
  });

  it.each([
    ['missing email', {}],
    ['wrong type', { email: 7 }],
    ['not an email', { email: 'not-an-email' }],
    ['oversize', { email: `${'a'.repeat(300)}@x.test` }],
    ['script tag', { email: '<script>alert(1)</script>@x.test' }],
    ['extra fields', { email: 'a@b.test', claims: { admin: true } }],
  ])('rejects %s with invalid-argument', async (_name, input) => {
    expect((await callFunction('grantAdmin', input, adminToken)).error?.status).toBe('INVALID_ARGUMENT');
  });
});
