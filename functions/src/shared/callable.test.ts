import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { APP_NOT_VERIFIED_MESSAGE } from '@/domain/callable-errors';
import { callable } from './callable';

// The wrapper's own App Check check, on the function firebase-functions builds (its `run` skips
// the platform's token checks, which tests/integration/app-check.test.ts covers in the emulator).
const handler = vi.fn(async () => ({ available: true, message: '' }));
const checkFirmName = callable('checkFirmName', { access: 'public', handler: handler as never });

const request = (app: CallableRequest['app']) =>
  ({ data: { firmName: 'Acme Attorneys' }, rawRequest: {} as never, acceptsStreaming: false, app }) as CallableRequest;

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

beforeEach(() => handler.mockClear());

describe('callable(): App Check', () => {
  it.each([
    ['no App Check data', undefined],
    ['a token that names no app', { appId: undefined as unknown as string, token: {} as never }],
    ['an empty app id', { appId: '', token: {} as never }],
  ])('%s: refused as app-not-verified before the handler runs', async (_label, app) => {
    const error = await refusal(checkFirmName.run(request(app)));
    expect({ code: error.code, message: error.message, details: error.details }).toEqual({
      code: 'unauthenticated',
      message: APP_NOT_VERIFIED_MESSAGE,
      details: { reason: 'app-not-verified' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('a token naming an app reaches the handler', async () => {
    await checkFirmName.run(request({ appId: '1:123:web:abc', token: {} as never }));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
