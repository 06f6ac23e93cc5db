import { useState } from 'react';
import type { StaffChoice } from '@chulo/api-client/contract';
import { Alert, Badge, Button, Price } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { SoldOutRow } from '../layout/SoldOutRow.tsx';
import { ChoiceForm } from './ChoiceForm.tsx';
import { choicesActions, selectChoiceWork } from './choices-slice.ts';

interface ChoiceRowProps {
  choice: StaffChoice;
  sizes: readonly StaffChoice[];
  /** Owners rename, price, retire and choose the default size; the kitchen only marks sold out. */
  editable: boolean;
}

/** What a crust or an extra costs in each size it is made in; the default crust costs nothing in any. */
function PricesInSizes({ choice, sizes }: Pick<ChoiceRowProps, 'choice' | 'sizes'>) {
  if (choice.isDefault) return <>Free in every size</>;
  const priced = sizes.flatMap((size) => {
    const entry = choice.prices.find((price) => price.sizeId === size.id);
    return entry ? [{ size, price: entry.price }] : [];
  });
  if (!priced.length) return <>Not made in any size</>;
  return (
    <>
      {priced.map(({ size, price }, index) => (
        <span key={size.id}>
          {index > 0 && ' · '}
          {size.name} <Price amount={price} />
        </span>
      ))}
    </>
  );
}

/** One size, crust or extra: what it is, sold out or not, and for owners retired or not, the default size or not, and its editor. */
export function ChoiceRow({ choice, sizes, editable }: ChoiceRowProps) {
  const { id, kind, name, inches, soldOut, isDefault, retired } = choice;
  const work = useAppSelector(selectChoiceWork(id));
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const editorId = `choice-${id}-editor`;

  return (
    <li className="flex flex-col gap-3 p-4" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h4 className="flex items-center gap-2 font-bold text-ink-900">
            {name}
            {isDefault && <Badge tone="cream">Default</Badge>}
            {retired && <Badge tone="ink">Retired</Badge>}
          </h4>
          <p className="text-sm text-ink-700">{kind === 'size' ? (inches === null ? 'No diameter given' : `${inches}″`) : <PricesInSizes choice={choice} sizes={sizes} />}</p>
        </div>
        <SoldOutRow
          name={name}
          soldOut={soldOut}
          busy={work.saving}
          onSoldOut={(next) => dispatch(choicesActions.markSoldOut(id, next))}
          // The default size and crust are on every pizza: never retired.
          retire={editable && !isDefault ? { retired, onChange: (next) => dispatch(choicesActions.change(id, { retired: next })) } : undefined}
        >
          {editable && kind === 'size' && !isDefault && !retired && (
            <Button variant="secondary" disabled={work.saving} onClick={() => dispatch(choicesActions.change(id, { isDefault: true }))}>
              Make default <span className="sr-only">{name}</span>
            </Button>
          )}
          {editable && (
            <Button variant="secondary" aria-expanded={editing} aria-controls={editorId} onClick={() => setEditing(!editing)}>
              {editing ? 'Close' : 'Edit'} <span className="sr-only">{name}</span>
            </Button>
          )}
        </SoldOutRow>
      </div>
      {editing && (
        <div id={editorId}>
          <ChoiceForm
            kind={kind}
            choice={choice}
            sizes={sizes}
            submitLabel={`Save ${name}`}
            busy={work.saving}
            error=""
            onSave={({ name: newName, inches: newInches, prices }) =>
              dispatch(choicesActions.change(id, kind === 'size' ? { name: newName, inches: newInches ?? null } : { name: newName, prices: prices ?? [] }))
            }
          />
        </div>
      )}
      {work.error && <Alert size="compact">{work.error}</Alert>}
    </li>
  );
}
