import { PHOTO_UPLOAD, type StaffPizza } from '@chulo/api-client/contract';
import { PhotoPicker } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { SoldOutRow } from '../layout/SoldOutRow.tsx';
import { PizzaForm } from './PizzaForm.tsx';
import { PizzaOfferForm } from './PizzaOfferForm.tsx';
import { pizzasActions, selectPizzaWork } from './pizzas-slice.ts';

/** Everything an owner changes on one pizza: its photo, its details, what it comes as, sold out, retired. */
export function PizzaEditor({ pizza, id }: { pizza: StaffPizza; id: string }) {
  const { id: pizzaId, name, soldOut, retired, photo } = pizza;
  const work = useAppSelector(selectPizzaWork(pizzaId));
  const dispatch = useAppDispatch();
  const failedOn = (part: 'details' | 'photo') => (work.failed?.on === part ? work.failed.error : '');

  return (
    <div id={id} className="flex flex-col gap-4">
      <PhotoPicker
        subject={name}
        current={photo?.src ?? null}
        mediaTypes={PHOTO_UPLOAD.mediaTypes}
        maxBytes={PHOTO_UPLOAD.maxBytes}
        busy={work.saving === 'photo'}
        error={failedOn('photo')}
        onUpload={(file) => dispatch(pizzasActions.uploadPhoto(pizzaId, file))}
        onRemove={() => dispatch(pizzasActions.removePhoto(pizzaId))}
      />

      <PizzaForm
        pizza={pizza}
        submitLabel={`Save ${name}`}
        busy={work.saving === 'details'}
        error={failedOn('details')}
        onSave={(details) => dispatch(pizzasActions.change(pizzaId, details))}
      />

      <PizzaOfferForm pizza={pizza} />

      <SoldOutRow
        name={name}
        soldOut={soldOut}
        busy={work.saving !== null}
        onSoldOut={(next) => dispatch(pizzasActions.change(pizzaId, { soldOut: next }))}
        retire={{ retired, onChange: (next) => dispatch(pizzasActions.change(pizzaId, { retired: next })) }}
      >
        <p className="text-xs text-ink-700">{retired ? 'Off the customers’ menu.' : 'On the customers’ menu.'}</p>
      </SoldOutRow>
    </div>
  );
}
