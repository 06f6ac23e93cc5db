import { useAppSelector } from '../../store/hooks.ts';
import { MenuEditor } from '../pizzas/MenuEditor.tsx';
import { selectSession } from '../session/session-slice.ts';
import { MenuManager } from './MenuManager.tsx';

/** `/kitchen/menu`: owners edit the whole menu; the kitchen marks pizzas sold out. */
export function MenuScreen() {
  const owner = useAppSelector(selectSession)?.role === 'owner';
  return owner ? <MenuEditor /> : <MenuManager />;
}
