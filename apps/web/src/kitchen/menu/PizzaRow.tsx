import type { Pizza } from '@chulo/api-client/contract';
import { Alert, Price } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { SoldOutRow } from '../layout/SoldOutRow.tsx';
import { menuEditsActions, selectEdit } from './menu-edits-slice.ts';

/** One pizza, and its sold-out switch. */
export function PizzaRow({ pizza }: { pizza: Pizza }) {
  const { id, name, unitPrice, ingredients, imageUrl } = pizza;
  const stock = useAppSelector(selectEdit(id));
  const dispatch = useAppDispatch();

  // Shown as it will be while the change is on its way; back to the menu's word if it fails.
  const saving = stock?.saving;
  const soldOut = saving ? saving.soldOut : pizza.soldOut;
  const stockError = stock?.error;

  return (
    <li className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 p-4 sm:p-5 md:grid-cols-[auto_1fr_auto] md:items-center md:gap-x-6">
      <img
        src={imageUrl}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        className={`size-14 rounded-2xl bg-cream-100 sm:size-16 ${soldOut ? 'opacity-50 grayscale' : ''}`}
      />
      <div className="min-w-0 self-center">
        <h2 className="font-bold text-ink-900">{name}</h2>
        <p className="truncate text-sm text-ink-700 italic">{ingredients.join(', ')}</p>
        <p className="mt-0.5 text-sm text-ink-700">
          Customers see:{' '}
          {soldOut ? <span className="font-semibold text-ink-900">Sold out</span> : <Price amount={unitPrice} className="font-semibold text-ink-900" />}
        </p>
      </div>

      <div className="col-span-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-2 md:col-span-1 md:flex-nowrap md:gap-x-6">
        <div className="flex basis-full flex-col gap-1 sm:basis-auto sm:pt-5">
          {/* On means customers cannot order the pizza. */}
          <SoldOutRow name={name} soldOut={soldOut} busy={Boolean(saving)} onSoldOut={(next) => dispatch(menuEditsActions.editPizza(id, { soldOut: next }))} />
          {stockError && <Alert size="compact">{stockError}</Alert>}
        </div>
      </div>
    </li>
  );
}
