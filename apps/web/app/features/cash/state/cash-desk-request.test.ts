import { describe, expect, it } from 'vitest';
import { cashDeskRequest } from './cash-desk-request';

const url = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const PAYMENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('cashDeskRequest', () => {
  it('opens the deposit view for the cash paths and hashes, in any language', () => {
    const deposit = { view: 'desk', tab: 'deposit', bonusId: null, paymentId: null };
    expect(cashDeskRequest(url('/cash/deposit/'))).toEqual(deposit);
    expect(cashDeskRequest(url('/ru/cash/deposit/'))).toEqual(deposit);
    expect(cashDeskRequest(url('/faq/', '', '#cash'))).toEqual(deposit);
  });

  it('does not open elsewhere', () => {
    expect(cashDeskRequest(url('/'))).toBeNull();
    expect(cashDeskRequest(url('/cashboost/'))).toBeNull();
  });

  it('carries the bonus of /cash/bonus/{id}/, and only a well-formed one', () => {
    expect(cashDeskRequest(url('/cash/bonus/15/'))).toMatchObject({ view: 'desk', bonusId: 15 });
    expect(cashDeskRequest(url('/en/cash/bonus/15/'))).toMatchObject({ bonusId: 15 });
    expect(cashDeskRequest(url('/cash/bonus/abc/'))).toMatchObject({ bonusId: null });
    expect(cashDeskRequest(url('/cash/bonus/0/'))).toMatchObject({ bonusId: null });
    expect(cashDeskRequest(url('/cash/bonus/99999999999/'))).toMatchObject({ bonusId: null });
  });

  it('opens the withdraw tab when the path or hash names it', () => {
    expect(cashDeskRequest(url('/cash/withdraw/'))).toMatchObject({ tab: 'withdraw' });
    expect(cashDeskRequest(url('/', '', '#cash-withdraw'))).toMatchObject({ tab: 'withdraw' });
  });

  it('resumes a returned payment by its id, ignoring anything that is not one', () => {
    expect(cashDeskRequest(url('/cash/deposit/', `?paymentId=${PAYMENT}`))).toMatchObject({
      paymentId: PAYMENT,
    });
    expect(cashDeskRequest(url('/cash/deposit/', '?paymentId=../../x'))).toMatchObject({ paymentId: null });
  });

  it('opens the tax-ID view for /inn/ with its game and money flag', () => {
    expect(cashDeskRequest(url('/inn/', '?slug=book-of-sevens&isMoney=true'))).toEqual({
      view: 'taxId',
      slug: 'book-of-sevens',
      isMoney: true,
    });
    expect(cashDeskRequest(url('/en/inn/', '?isMoney=0'))).toEqual({
      view: 'taxId',
      slug: null,
      isMoney: false,
    });
    expect(cashDeskRequest(url('/inn/', '?slug=https://evil.example/'))).toMatchObject({ slug: null });
  });
});
