import { PHOTO_UPLOAD, type StaffPizza } from '@chulo/api-client/contract';
import { Badge, Button, PhotoPicker, Switch } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { PizzaForm } from './PizzaForm.tsx';
import { pizzasActions, selectPizzaWork } from './pizzas-slice.ts';

interface PizzaEditorRowProps {
  pizza: StaffPizza;
  first: boolean;
  last: boolean;
}

/** One pizza as an owner edits it: its place on the menu, its photo, its details, sold out, retired. */
export function PizzaEditorRow({ pizza, first, last }: PizzaEditorRowProps) {
  const { id, name, soldOut, retired, photo, position } = pizza;
  const work = useAppSelector(selectPizzaWork(id));
  const dispatch = useAppDispatch();
  const failedOn = (part: 'details' | 'photo') => (work.failed?.on === part ? work.failed.error : '');

  return (
    <li className="flex flex-col gap-4 p-4 sm:p-5" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-bold text-ink-900">
          <span className="text-sm font-semibold text-ink-700 tabular-nums">{position}.</span>
          {name}
          {retired && <Badge tone="ink">Retired</Badge>}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={first} onClick={() => dispatch(pizzasActions.move(id, -1))}>
            <span aria-hidden="true">↑</span>
            <span className="sr-only">Move {name} up</span>
          </Button>
          <Button variant="secondary" disabled={last} onClick={() => dispatch(pizzasActions.move(id, 1))}>
            <span aria-hidden="true">↓</span>
            <span className="sr-only">Move {name} down</span>
          </Button>
        </div>
      </div>

      <PhotoPicker
        subject={name}
        current={photo?.src ?? null}
        mediaTypes={PHOTO_UPLOAD.mediaTypes}
        maxBytes={PHOTO_UPLOAD.maxBytes}
        busy={work.saving === 'photo'}
        error={failedOn('photo')}
        onUpload={(file) => dispatch(pizzasActions.uploadPhoto(id, file))}
        onRemove={() => dispatch(pizzasActions.removePhoto(id))}
      />

      <PizzaForm
        pizza={pizza}
        submitLabel={`Save ${name}`}
        busy={work.saving === 'details'}
        error={failedOn('details')}
        onSave={(details) => dispatch(pizzasActions.change(id, details))}
      />

      <div className="flex flex-wrap items-center gap-4">
        <Switch
          label={
            <>
              <span className="sr-only">{name}</span> Sold out
            </>
          }
          checked={soldOut}
          busy={work.saving === 'details'}
          onChange={(next) => dispatch(pizzasActions.change(id, { soldOut: next }))}
        />
        <Button variant="secondary" disabled={work.saving !== null} onClick={() => dispatch(pizzasActions.change(id, { retired: !retired }))}>
          {retired ? 'Bring back' : 'Retire'} <span className="sr-only">{name}</span>
        </Button>
        <p className="text-xs text-ink-700">{retired ? 'Off the customers’ menu.' : 'On the customers’ menu.'}</p>
      </div>
    </li>
  );
}
