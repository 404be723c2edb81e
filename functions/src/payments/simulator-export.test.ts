// The PayFast simulator must never be deployed: firebase deploy discovers exports without
// FUNCTIONS_EMULATOR, the Functions emulator with it set to 'true'.
describe('payfastSimulator export', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is absent when the code is loaded for deployment', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const payments = await import('./index');
    expect(payments.payfastSimulator).toBeUndefined();
    expect(typeof payments.payfastNotify).toBe('function');
  });

  it('is exported when the emulator loads the code', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const payments = await import('./index');
    expect(typeof payments.payfastSimulator).toBe('function');
  });
});
