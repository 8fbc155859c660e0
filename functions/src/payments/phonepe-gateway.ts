/**
 * PhonePe PG standard checkout (v1): pay and refund (base64 payload + X-VERIFY), status API, and
 * the S2S callback check. Every request and the callback are checksummed with the salt key.
 */
import { PaymentProviderError, type PhonePeGateway, type PhonePeStatus } from './gateway-ports';
import { num, obj, providerFetch, str } from './provider-http';
import { phonePeChecksum, safeEqual } from './signatures';

export interface PhonePeConfig {
  apiBase: string;
  merchantId: string;
  saltKey: string;
  saltIndex: string;
  /** Where PhonePe posts the S2S callback (our phonePeWebhook). */
  callbackUrl: string;
  fetch?: typeof fetch;
}

export function readPhonePeStatus(body: Record<string, unknown>): PhonePeStatus {
  const data = obj(body.data);
  return {
    success: body.success === true,
    code: str(body.code) ?? 'UNKNOWN',
    message: str(body.message) ?? '',
    merchantTransactionId: str(data.merchantTransactionId),
    transactionId: str(data.transactionId),
    amount: num(data.amount),
    state: str(data.state),
  };
}

export function createPhonePeGateway(cfg: PhonePeConfig): PhonePeGateway {
  const doFetch = cfg.fetch ?? fetch;
  const checksum = (data: string) => phonePeChecksum(data, cfg.saltKey, cfg.saltIndex);
  /** POSTs a base64 payload to `path` with its X-VERIFY (pay and refund). */
  function post(path: string, payload: Record<string, unknown>) {
    const request = Buffer.from(JSON.stringify(payload)).toString('base64');
    return providerFetch('phonepe', doFetch, `${cfg.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-verify': checksum(`${request}${path}`) },
      body: JSON.stringify({ request }),
    });
  }

  return {
    merchantId: cfg.merchantId,
    async pay(p) {
      const payload = {
        merchantId: cfg.merchantId,
        merchantTransactionId: p.merchantTransactionId,
        merchantUserId: p.merchantUserId,
        amount: p.amount,
        redirectUrl: p.redirectUrl,
        redirectMode: 'REDIRECT',
        callbackUrl: cfg.callbackUrl,
        ...(p.mobileNumber ? { mobileNumber: p.mobileNumber } : {}),
        paymentInstrument: { type: 'PAY_PAGE' },
      };
      const reply = await post('/pg/v1/pay', payload);
      const url = str(obj(obj(obj(reply.body.data).instrumentResponse).redirectInfo).url);
      if (reply.body.success !== true || !url) {
        throw new PaymentProviderError(
          'phonepe',
          str(reply.body.code) ?? `http-${reply.status}`,
          str(reply.body.message) ?? 'PhonePe payment initiation failed',
          reply.status,
        );
      }
      return { url };
    },
    async status(merchantTransactionId) {
      const path = `/pg/v1/status/${encodeURIComponent(cfg.merchantId)}/${encodeURIComponent(merchantTransactionId)}`;
      const reply = await providerFetch('phonepe', doFetch, `${cfg.apiBase}${path}`, {
        method: 'GET',
        headers: {
          'content-type': 'application/json',
          'x-verify': checksum(path),
          'x-merchant-id': cfg.merchantId,
        },
      });
      // An HTTP error that is not about the payment (bad checksum, unknown merchant) is our
      // misconfiguration or an outage: it must never mark the order FAILED.
      const code = str(reply.body.code) ?? '';
      if (reply.status >= 400 && !code.startsWith('PAYMENT_') && code !== 'TRANSACTION_NOT_FOUND') {
        const message = str(reply.body.message) ?? 'PhonePe status check failed';
        throw new PaymentProviderError('phonepe', code || `http-${reply.status}`, message, reply.status);
      }
      return readPhonePeStatus(reply.body);
    },
    async refund(r) {
      const reply = await post('/pg/v1/refund', {
        merchantId: cfg.merchantId,
        merchantUserId: r.merchantUserId,
        originalTransactionId: r.originalTransactionId,
        merchantTransactionId: r.refundId,
        amount: r.amount,
        callbackUrl: cfg.callbackUrl,
      });
      const code = str(reply.body.code) ?? '';
      if (reply.status >= 400 && !code.startsWith('PAYMENT_')) {
        const message = str(reply.body.message) ?? 'PhonePe refund failed';
        throw new PaymentProviderError('phonepe', code || `http-${reply.status}`, message, reply.status);
      }
      return readPhonePeStatus(reply.body);
    },
    readCallback(response, xVerify) {
      if (!safeEqual(checksum(response), xVerify)) return null;
      try {
        return readPhonePeStatus(obj(JSON.parse(Buffer.from(response, 'base64').toString('utf8'))));
      } catch {
        return null;
      }
    },
  };
}
