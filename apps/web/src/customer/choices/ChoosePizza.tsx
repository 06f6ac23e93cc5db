import { lazy, Suspense, useState } from 'react';
import type { Pizza } from '@chulo/api-client/contract';
import { Button } from '@chulo/ui';
import type { CartLine } from '../cart/cart-line.ts';

/** The sheet's code, downloaded when a customer first opens it: the menu's first load carries only this button. */
const ChoiceSheet = lazy(() => import('./ChoiceSheet.tsx'));

/** Whether the customer can choose anything of the pizza: a shop that sells one size offers nothing to choose. */
export const hasChoices = (pizza: Pizza) => (pizza.sizes?.length ?? 0) > 0;

/**
 * 'Choose size & toppings' on a menu card, 'Change' on a cart's line: opens the choice sheet for
 * the pizza, which adds it as chosen or chooses the line again.
 */
export function ChoosePizza({ pizza, line }: { pizza: Pizza; line?: CartLine }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="small-secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {line ? 'Change' : 'Choose size & toppings'}
      </Button>
      {open && (
        <Suspense>
          <ChoiceSheet pizza={pizza} line={line} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
