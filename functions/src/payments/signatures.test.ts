import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, phonePeChecksum, razorpayPaymentSignature, safeEqual } from './signatures';

describe('payment signatures', () => {
  it('matches Razorpay’s published webhook test vector', () => {
    expect(hmacSha256Hex('123456', JSON.stringify({ a: 1, b: 2, c: { d: 3 } }))).toBe(
      '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc',
    );
  });

  it('signs order_id|payment_id for Checkout results', () => {
    expect(razorpayPaymentSignature('123456', 'order_1', 'pay_1')).toBe(
      hmacSha256Hex('123456', 'order_1|pay_1'),
    );
    expect(razorpayPaymentSignature('123456', 'order_1', 'pay_1')).not.toBe(
      razorpayPaymentSignature('123456', 'order_2', 'pay_1'),
    );
  });

  it('builds PhonePe X-VERIFY as sha256(data + salt)###index', () => {
    // sha256("abc" + "salt") = sha256("abcsalt"), computed independently with `printf abcsalt | sha256sum`.
    expect(phonePeChecksum('abc', 'salt', '1')).toBe(
      '169b3a2b0977ebee2eb1fd392c6aa470a3281d439ff32f20baea7309d7f40eec###1',
    );
  });

  it('compares in constant time and refuses different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
