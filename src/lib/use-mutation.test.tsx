import { act, renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';
import * as shapes from '../../tests/fixtures/callable-error-shapes';
import { call, CallableError } from './callable';
import { ERROR_MESSAGES, errorMessage } from './error-message';
import { useFormSubmit } from './use-form-submit';
import { useMutation } from './use-mutation';

/** Serves one wire response to the real Firebase Functions SDK, as the emulator or Cloud Functions would. */
function serve(shape: shapes.WireError) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(shape.body), { status: shape.httpStatus, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}

/** The refusal exactly as a screen receives it: the real SDK's FirebaseError, turned into our CallableError by call(). */
const contactFirm = () => call('contactFirm', { firmId: 'f1', searchCriteria: {} as never, postToOpenLeads: false });

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMutation', () => {
  it('is busy while the mutation runs, then hands back its result with no failure', async () => {
    const pending = deferred();
    const { result } = renderHook(() => useMutation(() => pending.promise));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.mutate();
    });
    expect(result.current.busy).toBe(true);
    await act(async () => pending.resolve('saved'));
    await expect(outcome).resolves.toEqual({ ok: true, value: 'saved' });
    expect(result.current.busy).toBe(false);
    expect(result.current.failure).toBeNull();
  });

  it('runs once when started twice before the first finishes (a double click)', async () => {
    const pending = deferred();
    const mutation = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useMutation(mutation));
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      void result.current.mutate();
      second = result.current.mutate();
    });
    await expect(second).resolves.toEqual({ ok: false });
    await act(async () => pending.resolve('saved'));
    expect(mutation).toHaveBeenCalledTimes(1);
    // Once it is done, the next click runs again.
    await act(async () => void (await result.current.mutate()));
    expect(mutation).toHaveBeenCalledTimes(2);
  });

  it("shows a refused call's message as the server wrote it", async () => {
    serve(shapes.LEAD_LIMIT_REACHED);
    const { result } = renderHook(() => useMutation(contactFirm));
    await act(async () => void (await result.current.mutate()));
    expect(result.current.failure).toBe(shapes.LEAD_LIMIT_REACHED.body.error.message);
    expect(result.current.busy).toBe(false);
  });

  it("words a reason the screen's own way when it asks to, and only that reason", async () => {
    const reasons = { 'lead-limit-reached': 'This firm cannot take new clients this month.' };
    serve(shapes.LEAD_LIMIT_REACHED);
    const { result } = renderHook(() => useMutation(contactFirm, { reasons }));
    await act(async () => void (await result.current.mutate()));
    expect(result.current.failure).toBe('This firm cannot take new clients this month.');
    serve(shapes.FIRM_UNAVAILABLE);
    await act(async () => void (await result.current.mutate()));
    expect(result.current.failure).toBe(shapes.FIRM_UNAVAILABLE.body.error.message);
  });

  it('says the server could not be reached when the request never got an answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useMutation(contactFirm));
    await act(async () => void (await result.current.mutate()));
    expect(result.current.failure).toBe(ERROR_MESSAGES.unreachable);
  });

  it('says the device is offline when it is', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderHook(() => useMutation(contactFirm));
    await act(async () => void (await result.current.mutate()));
    expect(result.current.failure).toBe(ERROR_MESSAGES.offline);
    vi.restoreAllMocks();
  });

  it('an error without words reads as the unknown-error text, or the fallback the screen gives', async () => {
    const { result } = renderHook(() => useMutation(() => Promise.reject(new Error(''))));
    await act(async () => void (await result.current.mutate()));
    expect(result.current.failure).toBe('Something went wrong. Please try again.');
    const withFallback = renderHook(() => useMutation(() => Promise.reject('nope'), { fallback: 'Not sent. Try again.' }));
    await act(async () => void (await withFallback.result.current.mutate()));
    expect(withFallback.result.current.failure).toBe('Not sent. Try again.');
  });

  it("keeps the words of an error the feature's api already wrote for people", async () => {
    const { result } = renderHook(() => useMutation(() => Promise.reject(new Error('Invalid email or password.'))));
    await act(async () => void (await result.current.mutate()));
    expect(result.current.failure).toBe('Invalid email or password.');
  });
});

describe('useFormSubmit', () => {
  const schema = z.object({ email: z.string(), firmName: z.string() });
  function useRegistration(run: () => Promise<unknown>, fields?: Record<string, 'email' | 'firmName'>) {
    const form = useZodForm(schema, { defaultValues: { email: 'a@b.co.za', firmName: 'Dube Attorneys' } });
    return { form, ...useFormSubmit(form, run, { fields }) };
  }

  it('puts a refusal that names a field beside that field, not above the form', async () => {
    serve(shapes.EMAIL_DOMAIN_TAKEN);
    const { result } = renderHook(() => useRegistration(() => call('registerFirm', {} as never)));
    act(() => result.current.onSubmit());
    await waitFor(() =>
      expect(result.current.form.formState.errors.email?.message).toBe(shapes.EMAIL_DOMAIN_TAKEN.body.error.message),
    );
    expect(result.current.failure).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('maps a server field the form names differently', async () => {
    serve(shapes.OPEN_LEAD_TAKEN);
    const { result } = renderHook(() => useRegistration(() => call('acceptOpenLead', {} as never), { openLeadId: 'firmName' }));
    act(() => result.current.onSubmit());
    await waitFor(() =>
      expect(result.current.form.formState.errors.firmName?.message).toBe(shapes.OPEN_LEAD_TAKEN.body.error.message),
    );
  });

  it('shows a refusal for a field the form does not have above the form', async () => {
    serve(shapes.LEAD_WITHDRAWN);
    const { result } = renderHook(() => useRegistration(() => call('updateLeadStatus', {} as never)));
    act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.failure).toBe(shapes.LEAD_WITHDRAWN.body.error.message));
    expect(result.current.form.formState.errors).toEqual({});
  });

  it('sends once when submitted twice while the first is running', async () => {
    const pending = deferred();
    const run = vi.fn(() => pending.promise);
    const { result } = renderHook(() => useRegistration(run));
    act(() => {
      result.current.onSubmit();
      result.current.onSubmit();
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await act(async () => pending.resolve('ok'));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessage: whose words a screen shows', () => {
  const refusal = (reason: 'open-lead-taken' | 'plan-required' | 'server-error', message = `server says ${reason}`) =>
    new CallableError(message, 'failed-precondition', { reason });

  it("'refusals' shows the server's refusals and the fallback for its own failures and anything else", () => {
    const wording = { words: 'refusals', fallback: 'Not saved.' } as const;
    expect(errorMessage(refusal('plan-required'), wording)).toBe('server says plan-required');
    expect(errorMessage(refusal('server-error'), wording)).toBe('Not saved.');
    expect(errorMessage(new TypeError('x is undefined'), wording)).toBe('Not saved.');
  });

  it('a list shows the server words for those reasons only; a reason worded by the screen wins', () => {
    const wording = { words: ['plan-required'], reasons: { 'open-lead-taken': 'Taken.' }, fallback: 'Failed.' } as const;
    expect(errorMessage(refusal('plan-required'), wording)).toBe('server says plan-required');
    expect(errorMessage(refusal('open-lead-taken'), wording)).toBe('Taken.');
    expect(errorMessage(refusal('server-error'), wording)).toBe('Failed.');
  });
});
