import { useState } from 'react';
import { Alert, Card } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { ChoicesSection } from '../choices/ChoicesSection.tsx';
import { PizzaEditorRow } from './PizzaEditorRow.tsx';
import { PizzaForm } from './PizzaForm.tsx';
import { pizzasActions, selectPizzas } from './pizzas-slice.ts';

/**
 * The owners' menu: every pizza, retired ones too, in the order customers see them, each opening its
 * editor; a new one; and the shop's sizes, crusts and extras.
 */
export function MenuEditor() {
  const { pizzas, adding, orderError } = useAppSelector(selectPizzas);
  const dispatch = useAppDispatch();
  const onMenu = pizzas.filter((pizza) => !pizza.retired).length;
  // One pizza's editor open at a time: the list stays a list.
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-5 sm:px-6 sm:py-8">
      <title>Menu · Kitchen · Chulo Pizza</title>
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">Menu</h1>
      <p className="mt-1 text-sm text-ink-700 sm:text-base">
        {onMenu} on the menu, {pizzas.length - onMenu} retired. Customers see a change the next time their menu loads; orders already placed keep
        their lines as ordered.
      </p>

      <Card as="section" aria-labelledby="new-pizza" className="mt-6 p-4 sm:p-5">
        <h2 id="new-pizza" className="mb-3 text-lg font-bold text-ink-900">
          Add a pizza
        </h2>
        {/* A fresh form after each pizza added. */}
        <PizzaForm key={adding.added} submitLabel="Add pizza" busy={adding.busy} error={adding.error} onSave={(pizza) => dispatch(pizzasActions.add(pizza))} />
      </Card>

      {orderError && (
        <div className="mt-6">
          <Alert>{orderError}</Alert>
        </div>
      )}
      <Card as="ul" className="mt-6 divide-y divide-ink-900/10 overflow-hidden">
        {pizzas.map((pizza, index) => (
          <PizzaEditorRow
            key={pizza.id}
            pizza={pizza}
            first={index === 0}
            last={index === pizzas.length - 1}
            open={editing === pizza.id}
            onToggle={() => setEditing(editing === pizza.id ? null : pizza.id)}
          />
        ))}
      </Card>

      <ChoicesSection owner />
    </div>
  );
}
