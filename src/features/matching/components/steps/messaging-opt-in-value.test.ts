import { describe, expect, it } from 'vitest';
import type { WizardData } from '../wizard-state';
import { messagingOptInOf } from './messaging-opt-in-value';

const answers = (extra: Partial<WizardData>) =>
  ({ messagingOptIn: true, messagingPhone: ' 082 123 4567 ', ...extra }) as WizardData;

describe('messagingOptInOf', () => {
  it('sends WhatsApp when the client ticked the box and left the channel alone', () => {
    expect(messagingOptInOf(answers({}))).toEqual({ phone: '082 123 4567', channel: 'whatsapp', consent: true });
  });

  it('sends the SMS choice with the number', () => {
    expect(messagingOptInOf(answers({ messagingChannel: 'sms' }))).toEqual({
      phone: '082 123 4567',
      channel: 'sms',
      consent: true,
    });
  });

  it('sends nothing when the box is unticked, whatever channel was picked before', () => {
    expect(messagingOptInOf(answers({ messagingOptIn: false, messagingChannel: 'sms' }))).toBeNull();
  });
});
