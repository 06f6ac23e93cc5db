import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIGURED_ORDER, ORDER } from '@chulo/api-client/testing';
import { createTestStore, withStore } from '../../testing/test-store.tsx';
import { OrderLine } from './OrderLine.tsx';

const renderLine = (line: (typeof ORDER)['cart'][number]) =>
  render(
    <ul>
      <OrderLine line={line} />
    </ul>,
    { wrapper: withStore(createTestStore().store) },
  );

describe('a line of the order page', () => {
  it('reads what was chosen, from the order’s description', () => {
    renderLine(CONFIGURED_ORDER.cart[1]!);
    expect(screen.getByText('1× Margherita · Large, thin crust · extra cheese · no basil')).toBeInTheDocument();
  });

  it('reads the pizza’s name alone for a line ordered before choices', () => {
    renderLine(ORDER.cart[0]!);
    expect(screen.getByText('2× Margherita')).toBeInTheDocument();
  });
});
