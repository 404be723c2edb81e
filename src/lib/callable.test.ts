// The captured wire shapes live with the other fixtures at the repository's edge.
import * as shapes from '../../tests/fixtures/callable-error-shapes';
import { call, CallableError, reasonOf } from './callable';

/** Serves one wire response to the real Firebase Functions SDK, as the emulator or Cloud Functions would. */
function serve(shape: shapes.WireError) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(shape.body), { status: shape.httpStatus, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function refusal(promise: Promise<unknown>): Promise<CallableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CallableError);
  return error as CallableError;
}

/** What a screen can read off the error. */
const seen = (e: CallableError) => ({ code: e.code, reason: e.reason, field: e.field, message: e.message });

afterEach(() => vi.unstubAllGlobals());

describe('call(): errors keep what the server said', () => {
  it('the lead limit arrives as its reason, with the server message kept for display (without the SDK’s " [429]")', async () => {
    const fetchMock = serve(shapes.LEAD_LIMIT_REACHED);
    const error = await refusal(call('contactFirm', { firmId: 'f1', searchCriteria: {} as never, postToOpenLeads: false }));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/contactFirm'), expect.anything());
    expect(seen(error)).toEqual({
      code: 'resource-exhausted',
      reason: 'lead-limit-reached',
      field: null,
      message: shapes.LEAD_LIMIT_REACHED.body.error.message,
    });
    expect(reasonOf(error)).toBe('lead-limit-reached');
  });

  it.each([
    ['EMAIL_DOMAIN_TAKEN', 'already-exists', 'email-domain-taken', 'email'],
    ['FIRM_NAME_TAKEN', 'already-exists', 'firm-name-taken', 'firmName'],
    ['DESCRIPTION_REFUSED', 'invalid-argument', 'invalid-input', 'description'],
  ] as const)('registerFirm %s keeps code %s, reason %s and field %s', async (name, code, reason, field) => {
    serve(shapes[name]);
    const error = await refusal(call('registerFirm', {} as never));
    expect(seen(error)).toEqual({ code, reason, field, message: shapes[name].body.error.message });
  });

  it('an error without our details (an older server, a proxy) has no reason rather than a guessed one', async () => {
    serve({ httpStatus: 500, body: { error: { status: 'INTERNAL', message: 'No leads available' } } });
    const error = await refusal(call('contactFirm', {} as never));
    expect(error.reason).toBeNull();
    expect(error.field).toBeNull();
  });

  it("the platform's bare App Check refusal reads as a reload hint under the reason app-not-verified", async () => {
    serve(shapes.APP_CHECK_MISSING);
    const error = await refusal(call('requestMatch', {} as never));
    expect(seen(error)).toEqual({
      code: 'unauthenticated',
      reason: 'app-not-verified',
      field: null,
      message: shapes.APP_NOT_VERIFIED.body.error.message,
    });
  });

  it("the server's own App Check refusal keeps its reason and message", async () => {
    serve(shapes.APP_NOT_VERIFIED);
    const error = await refusal(call('requestMatch', {} as never));
    expect(seen(error)).toEqual({
      code: 'unauthenticated',
      reason: 'app-not-verified',
      field: null,
      message: shapes.APP_NOT_VERIFIED.body.error.message,
    });
  });

  it('signing in is still asked for by its own reason, not taken for an App Check refusal', async () => {
    serve(shapes.SIGN_IN_REQUIRED);
    const error = await refusal(call('updateLeadStatus', {} as never));
    expect(error.reason).toBe('sign-in-required');
    expect(error.message).toBe('Please sign in to continue.');
  });

  it('anything that is not a refused call has no reason', () => {
    expect(reasonOf(new Error('offline'))).toBeNull();
  });
});
