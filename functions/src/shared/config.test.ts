import { appOriginSetting, assertConfig, configProblems, payfastModeSetting, payfastProxyHops, requireSecret } from './config';

const deployed = { APP_ORIGIN: 'https://regmatch.co.za', PAYFAST_MODE: 'live' };
const emulator = { FUNCTIONS_EMULATOR: 'true', APP_ORIGIN: 'http://127.0.0.1:5040', PAYFAST_MODE: 'simulator' };

describe('functions settings', () => {
  it('accepts a deployed configuration and the emulator one', () => {
    expect(configProblems(deployed)).toEqual([]);
    expect(configProblems({ ...deployed, PAYFAST_MODE: 'sandbox' })).toEqual([]);
    expect(configProblems(emulator)).toEqual([]);
  });

  it('refuses to start without APP_ORIGIN or PAYFAST_MODE, naming each and where to set it', () => {
    expect(() => assertConfig({})).toThrow(/RegMatch functions cannot start: APP_ORIGIN is not set\..*PAYFAST_MODE is not set/);
    expect(configProblems({ PAYFAST_MODE: 'live' })[0]).toMatch(/functions\/\.env\.<project-id>.*docs\/deploy\.md/);
  });

  it('refuses the simulator, plain http and unknown modes outside the emulator', () => {
    expect(configProblems({ ...deployed, PAYFAST_MODE: 'simulator' })).toEqual([
      "PAYFAST_MODE is 'simulator', which only works in the emulator. Use 'sandbox' or 'live'.",
    ]);
    expect(configProblems({ ...deployed, APP_ORIGIN: 'http://regmatch.co.za' })[0]).toMatch(/must use https/);
    expect(configProblems({ ...deployed, APP_ORIGIN: 'https://regmatch.co.za/app' })[0]).toMatch(/must be an origin/);
    expect(configProblems({ ...deployed, PAYFAST_MODE: 'production' })[0]).toMatch(/'sandbox' or 'live', not "production"/);
  });

  it('never guesses the PayFast mode in the cloud; the emulator defaults to the simulator', () => {
    expect(() => payfastModeSetting({})).toThrow(/PAYFAST_MODE/);
    expect(payfastModeSetting({ FUNCTIONS_EMULATOR: 'true' })).toBe('simulator');
    expect(payfastModeSetting(deployed)).toBe('live');
    expect(appOriginSetting({ APP_ORIGIN: 'https://regmatch.co.za/' })).toBe('https://regmatch.co.za');
  });

  it('reads the PayFast proxy hops as a whole number from 1, and refuses anything else', () => {
    expect(payfastProxyHops({})).toBe(1);
    expect(payfastProxyHops({ PAYFAST_PROXY_HOPS: '2' })).toBe(2);
    expect(configProblems({ ...deployed, PAYFAST_PROXY_HOPS: '2' })).toEqual([]);
    expect(configProblems({ ...deployed, PAYFAST_PROXY_HOPS: '0' })[0]).toMatch(
      /PAYFAST_PROXY_HOPS must be a whole number from 1/,
    );
    expect(configProblems({ ...deployed, PAYFAST_PROXY_HOPS: 'two' })[0]).toMatch(/not "two"/);
  });

  it('names an empty secret and the command that sets it', () => {
    expect(() => requireSecret('PAYFAST_PASSPHRASE', '  ')).toThrow('firebase functions:secrets:set PAYFAST_PASSPHRASE');
    expect(requireSecret('PAYFAST_PASSPHRASE', ' x ')).toBe('x');
  });
});
