import type { RuleCondition } from '@tradeshop/shared';
import { facts } from './test-facts';
import { voucher } from './test-quote-data';
import { distinctCodes, voucherProblem, type VoucherState } from './vouchers';

const onlyVoucher: RuleCondition[] = [{ type: 'voucher' }];

describe('voucher codes', () => {
  it('accepts a code whose rule holds', () => {
    expect(voucherProblem(voucher(), onlyVoucher, facts())).toBeNull();
  });

  it('does not find a code that does not exist', () => {
    expect(voucherProblem(undefined, undefined, facts())).toBe('not_found');
  });

  it.each<[string, Partial<VoucherState>, RuleCondition[] | undefined]>([
    ['its rule is inactive', { ruleActive: false }, onlyVoucher],
    ['its rule is gone from the active rules', {}, undefined],
    ['its usage limit is reached', { usageLimit: 10, usedCount: 10 }, onlyVoucher],
    [
      'the customer (or guest e-mail) used it as often as allowed',
      { perCustomerLimit: 1, customerUses: 1 },
      onlyVoucher,
    ],
    ['the cart is too small', {}, [{ type: 'voucher' }, { type: 'amount', minMinor: 50_000 }]],
  ])('finds a code invalid when %s', (_reason, state, conditions) => {
    expect(voucherProblem(voucher(state), conditions, facts())).toBe('invalid');
  });

  it('lets a shopper who has not used a per-customer code yet use it', () => {
    expect(
      voucherProblem(voucher({ perCustomerLimit: 1, customerUses: 0 }), onlyVoucher, facts()),
    ).toBeNull();
  });

  it('takes each code once whatever its letter case', () => {
    expect(distinctCodes(['WELCOME10', ' welcome10', '', 'FreeShip'])).toEqual(['WELCOME10', 'FreeShip']);
  });
});
