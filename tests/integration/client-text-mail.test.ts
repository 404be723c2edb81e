/**
 * Names and text from clients never carry links or control characters into emails: call the real
 * callable with hostile text, read the mails it queued and render them with the real templates.
 */
import { callFunction, clearFirestore } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';
import { renderedMailTo } from './queued-mail';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/;

beforeEach(async () => {
  await clearFirestore();
  await putFirm('paid', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] });
});

describe('client text in the lead emails', () => {
  it('a name that is a link, with hidden characters, reaches neither the firm nor the client as a link', async () => {
    const hostile = {
      ...person,
      firstName: 'www.claim-prize.co.za\u200b',
      lastName: 'Mo\u202ekoena',
      description: 'Call me.\u0007 Details at https://evil.example/login\nThanks',
    };
    const res = await callFunction('requestMatch', hostile);
    expect(res.error).toBeUndefined();
    const firmMail = await renderedMailTo('paid@firm.test', 'lead-notification');
    const clientMail = await renderedMailTo(person.email, 'client-confirmation');
    for (const mail of [firmMail, clientMail]) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(CONTROL);
        expect(part).not.toContain('www.claim-prize.co.za');
        expect(part).not.toContain('https://evil.example');
      }
    }
    // The firm's email carries no client text at all (docs/firms.md, "Free plan").
    expect(firmMail.text).not.toContain('Mokoena');
    expect(firmMail.text).not.toContain('evil');
    expect(clientMail.text).toContain('Hello www[.]claim-prize[.]co[.]za,');
  });
});
