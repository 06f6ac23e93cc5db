import { Card } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { ChoiceForm } from './ChoiceForm.tsx';
import { ChoiceRow } from './ChoiceRow.tsx';
import { type ChoiceKind, choicesActions, ofKind, onTheMenu, selectAdding, selectAllChoices } from './choices-slice.ts';

const KINDS: { kind: ChoiceKind; title: string; one: string; about: string }[] = [
  {
    kind: 'size',
    title: 'Sizes',
    one: 'a size',
    about:
      'Each pizza has its own price in each size it comes in. Every pizza comes in the default size, whose price is the menu’s; making another size the default makes each pizza’s price in it the menu’s.',
  },
  { kind: 'crust', title: 'Crusts', one: 'a crust', about: 'A surcharge in each size, 0 for none; a size left empty is one the crust is not made in. The default crust is on every pizza, free.' },
  { kind: 'extra', title: 'Extras', one: 'an extra', about: 'A price in each size; a size left empty is one the extra is not made in.' },
];

/** One kind: its list, and a form to add one for owners. */
function ChoiceKindSection({ kind, title, one, about, owner }: (typeof KINDS)[number] & { owner: boolean }) {
  const all = useAppSelector(selectAllChoices);
  // Owners see the retired ones too, to bring them back; the kitchen has nothing to do with them.
  const choices = ofKind(owner ? all : onTheMenu(all), kind);
  const sizes = ofKind(onTheMenu(all), 'size');
  const adding = useAppSelector(selectAdding(kind));
  const dispatch = useAppDispatch();
  const headingId = `choices-${kind}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-lg font-bold text-ink-900">
          {title}
        </h3>
        {owner && <p className="text-sm text-ink-700">{about}</p>}
      </div>
      {choices.length > 0 && (
        <Card as="ul" className="divide-y divide-ink-900/10 overflow-hidden">
          {choices.map((choice) => (
            <ChoiceRow key={choice.id} choice={choice} sizes={sizes} editable={owner} />
          ))}
        </Card>
      )}
      {owner && (
        <Card className="p-4">
          <h4 className="mb-2 font-semibold text-ink-900">Add {one}</h4>
          {/* A fresh form after each one added. */}
          <ChoiceForm
            key={adding.added}
            kind={kind}
            sizes={sizes}
            submitLabel={`Add ${kind}`}
            busy={adding.saving}
            error={adding.error}
            onSave={(choice) => dispatch(choicesActions.add(choice))}
          />
        </Card>
      )}
    </section>
  );
}

/**
 * The shop's sizes, crusts and extras: owners add, rename, price and retire them and choose the
 * default size; either role marks one sold out on every pizza, as the kitchen marks pizzas.
 */
export function ChoicesSection({ owner }: { owner: boolean }) {
  return (
    <section aria-labelledby="choices" className="mt-8 flex flex-col gap-6">
      <div>
        <h2 id="choices" className="text-xl font-extrabold text-ink-900">
          Sizes, crusts and extras
        </h2>
        <p className="text-sm text-ink-700">Sold out here is sold out on every pizza. Orders already placed keep their lines as ordered.</p>
      </div>
      {KINDS.map((entry) => (
        <ChoiceKindSection key={entry.kind} {...entry} owner={owner} />
      ))}
    </section>
  );
}
