import { PHOTO_UPLOAD, type StaffPizza } from '@chulo/api-client/contract';
import { Button, PhotoPicker, Switch } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
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

      <div className="flex flex-wrap items-center gap-4">
        <Switch
          label={
            <>
              <span className="sr-only">{name}</span> Sold out
            </>
          }
          checked={soldOut}
          busy={work.saving === 'details'}
          onChange={(next) => dispatch(pizzasActions.change(pizzaId, { soldOut: next }))}
        />
        <Button variant="secondary" disabled={work.saving !== null} onClick={() => dispatch(pizzasActions.change(pizzaId, { retired: !retired }))}>
          {retired ? 'Bring back' : 'Retire'} <span className="sr-only">{name}</span>
        </Button>
        <p className="text-xs text-ink-700">{retired ? 'Off the customers’ menu.' : 'On the customers’ menu.'}</p>
      </div>
    </div>
  );
}
