// Against the emulators the app attaches its local App Check token to every call: the real App
// Check and Functions SDKs, with only the network (fetch) stubbed.
vi.stubEnv('VITE_USE_EMULATORS', 'true');

const decodePayload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

afterAll(() => vi.unstubAllEnvs());

describe('callables against the emulators', () => {
  it('send an X-Firebase-AppCheck token naming this app, to the Functions emulator', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ result: { available: true } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { call } = await import('./callable');
    const { firebaseConfig } = await import('./firebase-config');

    await call('checkFirmName', { firmName: 'Acme Attorneys' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\/checkFirmName$/);
    const token = new Headers(init.headers).get('X-Firebase-AppCheck');
    expect(token).toBeTruthy();
    expect(decodePayload(token!)).toMatchObject({ app_id: firebaseConfig.appId, sub: firebaseConfig.appId });
    vi.unstubAllGlobals();
  });
});
