/**
 * The test secrets the local payment simulator accepts. They are public on purpose: the
 * simulator moves no money, and the real gateway code is configured with them so that its
 * signature and checksum checks run offline exactly as they would against the providers.
 */
export const SIMULATOR_CREDENTIALS = {
  paypal: { clientId: 'sim-paypal-client', clientSecret: 'sim-paypal-secret' },
  razorpay: {
    keyId: 'rzp_test_simulator',
    keySecret: 'sim-razorpay-secret',
    webhookSecret: 'sim-razorpay-webhook',
  },
  phonepe: { merchantId: 'SIMMERCHANT', saltKey: 'sim-phonepe-salt', saltIndex: '1' },
} as const;
