import { crustName } from '@chulo/domain';
import type { CardLine } from './card-lines.ts';

/**
 * One line of a kitchen card, read from a metre away: the size in bold, the crust, each extra,
 * and what to leave out in capitals on its own mark, the thing a cook must not miss.
 */
export function OrderLine({ line }: { line: CardLine }) {
  const { quantity, name, choice } = line;
  return (
    <li className="flex gap-2 font-semibold text-ink-900">
      <span className="w-8 shrink-0 text-right tabular-nums">{quantity}&nbsp;×</span>{' '}
      {choice ? (
        <div className="min-w-0">
          <span>{name}</span>
          <ul aria-label={`${name}: what was chosen`} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm font-normal">
            <li>
              <strong className="font-extrabold">{choice.size}</strong>
            </li>
            {choice.crust !== null && <li>{crustName(choice.crust)}</li>}
            {choice.extras.map((extra) => (
              <li key={extra} className="font-semibold">
                + {extra}
              </li>
            ))}
            {choice.without.map((ingredient) => (
              <li key={ingredient}>
                <mark className="rounded-md border-2 border-chili-700 bg-chili-50 px-1.5 font-extrabold text-chili-800">NO {ingredient}</mark>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <span>{name}</span>
      )}
    </li>
  );
}
