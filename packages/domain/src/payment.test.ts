import { describe, expect, it } from 'vitest';
import { amountToCollect, amountToPay, isOnlinePayment, ONLINE_PAYMENT_METHODS, PAYMENT_METHODS, paymentDeadline, paymentLine } from './payment.ts';

describe('the amount to pay on delivery (SPEC §9)', () => {
  it('is the pizzas plus the priority fee, without float drift', () => {
    expect(amountToPay({ orderPrice: 2230, priorityPrice: 446 })).toBe(2676);
    expect(amountToPay({ orderPrice: 0.1, priorityPrice: 0.2 })).toBe(0.3);
    expect(amountToPay({ orderPrice: 650, priorityPrice: 0 })).toBe(650);
  });
});

describe('paying online', () => {
  it('is Khalti and eSewa; cash and the rider\'s QR are paid at the door', () => {
    expect(PAYMENT_METHODS.filter(isOnlinePayment)).toEqual(ONLINE_PAYMENT_METHODS);
  });

  it('leaves an order unpaid for the window after it was placed', () => {
    expect(paymentDeadline(Date.parse('2026-11-27T10:00:00Z'), 30)).toBe(Date.parse('2026-11-27T10:30:00Z'));
  });
});

describe('what the rider collects', () => {
  it('is everything for cash or the rider\'s QR, nothing once a wallet paid, and a priority fee added after paying', () => {
    expect(amountToCollect({ orderPrice: 1560, priorityPrice: 0 })).toBe(1560);
    expect(amountToCollect({ orderPrice: 1560, priorityPrice: 0, payment: { method: 'rider-qr', paid: false } })).toBe(1560);
    expect(amountToCollect({ orderPrice: 1560, priorityPrice: 0, payment: { method: 'khalti', paid: true, amountPaid: 1560 } })).toBe(0);
    expect(amountToCollect({ orderPrice: 1560, priorityPrice: 312, payment: { method: 'esewa', paid: true, amountPaid: 1560 } })).toBe(312);
  });

  it('is said in one line', () => {
    expect(paymentLine()).toBe('Cash on delivery');
    expect(paymentLine({ method: 'rider-qr', paid: false })).toBe('Pay the rider by QR');
    expect(paymentLine({ method: 'khalti', paid: true })).toBe('Paid with Khalti');
    expect(paymentLine({ method: 'esewa', paid: false })).toBe('Awaiting payment with eSewa');
  });
});
