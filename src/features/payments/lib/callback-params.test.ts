import { describe, expect, it } from 'vitest';
import { callbackParamsFrom, compactParams, hasAnyParam } from './callback-params';

const empty = {
  code: '',
  transactionId: '',
  merchantId: '',
  orderId: '',
  merchantTransactionId: '',
  status: '',
  provider: '',
  token: '',
};

describe('callbackParamsFrom', () => {
  it('reads every known parameter from the URL and ignores others', () => {
    const search = new URLSearchParams(
      'code=PAYMENT_SUCCESS&transactionId=T1&merchantId=M1&orderId=O1&merchantTransactionId=MT1&status=SUCCESS&provider=phonepe&token=PP&x=1',
    );
    expect(callbackParamsFrom(search, null)).toEqual({
      code: 'PAYMENT_SUCCESS',
      transactionId: 'T1',
      merchantId: 'M1',
      orderId: 'O1',
      merchantTransactionId: 'MT1',
      status: 'SUCCESS',
      provider: 'phonepe',
      token: 'PP',
    });
  });

  it('prefers the URL over stored params, and uses stored params for a bare URL', () => {
    const stored = { merchantTransactionId: 'MT-stored', code: 'PAYMENT_SUCCESS' };
    expect(callbackParamsFrom(new URLSearchParams('token=PP-1'), stored)).toEqual({
      ...empty,
      token: 'PP-1',
    });
    expect(callbackParamsFrom(new URLSearchParams(''), stored)).toEqual({ ...empty, ...stored });
    expect(callbackParamsFrom(new URLSearchParams(''), null)).toEqual(empty);
  });

  it('compacts and tests for parameters', () => {
    expect(hasAnyParam(empty)).toBe(false);
    expect(hasAnyParam({ ...empty, status: 'CANCELLED' })).toBe(true);
    expect(compactParams({ ...empty, status: 'CANCELLED', token: 'X' })).toEqual({
      status: 'CANCELLED',
      token: 'X',
    });
  });
});
