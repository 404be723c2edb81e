import { PATHS } from '@/domain/shared/site';

const PAYFAST_SIMULATOR_PATH = PATHS.payfastSimulator;

/** What the local PayFast stand-in shows for one checkout (emulator builds only). */
export interface SimulatedCheckout {
  id: string;
  state: 'open' | 'completed' | 'cancelled';
  itemName: string;
  itemDescription: string;
  amount: string;
  recurringAmount: string;
  billingDate: string | null;
  frequency: string;
  plan: string;
  returnUrl: string;
  cancelUrl: string;
}

async function readJson<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(body.error ?? `The PayFast simulator answered ${response.status}.`);
  return body;
}

export async function fetchSimulatedCheckout(sessionId: string): Promise<SimulatedCheckout> {
  return readJson(await fetch(`${PAYFAST_SIMULATOR_PATH}/session?id=${encodeURIComponent(sessionId)}`));
}

/** The simulator posts a signed ITN to the app's webhook and answers where to go next. */
export async function completeSimulatedPayment(sessionId: string): Promise<{ returnUrl: string; notifyStatus: number }> {
  return readJson(
    await fetch(`${PAYFAST_SIMULATOR_PATH}/complete`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: sessionId }),
    }),
  );
}

export async function cancelSimulatedPayment(sessionId: string): Promise<{ cancelUrl: string }> {
  return readJson(
    await fetch(`${PAYFAST_SIMULATOR_PATH}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session: sessionId }),
    }),
  );
}
