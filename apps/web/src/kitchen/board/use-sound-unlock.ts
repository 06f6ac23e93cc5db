import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { chimeActions, selectChime } from './chime-slice.ts';
import { canChime } from './order-chime.ts';

/** Asks for sound on the first tap or key press anywhere on the page: browsers allow it only then. */
export function useSoundUnlock(): void {
  const { unlocked } = useAppSelector(selectChime);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!canChime() || unlocked) return;
    // On click, not pointerdown: the hint that goes away with it must not move the page under a finger mid-tap.
    const unlock = () => dispatch(chimeActions.unlockSound());
    window.addEventListener('click', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('click', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [dispatch, unlocked]);
}
