import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { kitchenActions, selectKitchen } from '../store/kitchen-slice.ts';
import { canChime } from './order-chime.ts';

/** Asks for sound on the first tap or key press anywhere on the page: browsers allow it only then. */
export function useSoundUnlock(): void {
  const { unlocked } = useAppSelector(selectKitchen).sound;
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!canChime() || unlocked) return;
    // On click, not pointerdown: the hint that goes away with it must not move the page under a finger mid-tap.
    const unlock = () => dispatch(kitchenActions.unlockSound());
    window.addEventListener('click', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('click', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [dispatch, unlocked]);
}
