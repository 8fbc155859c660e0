/**
 * Handler test deps whose payment gateways are the real HTTP clients talking to an in-process
 * payment simulator (no sockets): the verification code under test is the production code.
 */
import { createPaymentGateways } from '../payments/choose-gateways';
import { generateSimulatorCredentials } from '../payments/simulator/credentials';
import { createPaymentSimulator, type PaymentSimulator } from '../payments/simulator/simulator';
import { createTestDeps, type TestDeps } from './fakes';

export const SIM_URL = 'http://sim.test/sim';

export interface PaymentTestBed {
  deps: TestDeps;
  sim: PaymentSimulator;
}

export function createPaymentTestBed(secrets: Record<string, string> = {}): PaymentTestBed {
  // Each test bed has its own random secrets, shared by the simulator and the gateways.
  const credentials = generateSimulatorCredentials();
  const sim = createPaymentSimulator({ baseUrl: () => SIM_URL, credentials });
  const simFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    sim.handle(new Request(input, init))) as typeof fetch;
  const payments = createPaymentGateways(
    { get: (name) => secrets[name] },
    {
      simulator: { url: () => SIM_URL, credentials },
      webhookBaseUrl: () => 'https://hooks.example.com',
      brandName: 'JobKit',
      fetch: simFetch,
    },
  );
  return { deps: createTestDeps({ payments, secrets }), sim };
}
