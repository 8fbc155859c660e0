/**
 * The flags every headless Chromium of ours runs with (PDF rendering and the e2e tests): no GPU,
 * no sandbox (containers), and nothing that reaches for the network on its own.
 */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
