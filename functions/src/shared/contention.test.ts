import { retryOnContention } from './contention';
import { callableError } from './callable';

/** An error shaped as @grpc/grpc-js gives it to the Admin SDK's caller. */
const grpcError = (code: number, details: string) => Object.assign(new Error(`${code} ${details}`), { code, details });

describe('retryOnContention', () => {
  it('runs a transaction again when the emulator dropped it as "invalid or closed", and answers its result', async () => {
    let calls = 0;
    const result = await retryOnContention(async () => {
      calls += 1;
      if (calls === 1) throw grpcError(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.');
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(calls).toBe(2);
  });

  it('gives up after its attempts, with the last contention error', async () => {
    let calls = 0;
    const lost = retryOnContention(async () => {
      calls += 1;
      throw grpcError(10, 'ABORTED: Transaction lock timeout.');
    }, 3);
    await expect(lost).rejects.toThrow('Transaction lock timeout');
    expect(calls).toBe(3);
  });

  it('never repeats other bad arguments or the product’s own refusals', async () => {
    for (const refusal of [
      grpcError(3, 'INVALID_ARGUMENT: Value for argument "data" is not a valid Firestore document.'),
      callableError('firm-unavailable', 'This firm is not accepting new clients right now. Please choose another firm.'),
    ]) {
      let calls = 0;
      await expect(
        retryOnContention(async () => {
          calls += 1;
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      expect(calls).toBe(1);
    }
  });
});
