import { useCallback, useEffect, useState } from 'react';
import { canChime, playChime, unlockChime } from './order-chime.ts';

const SOUND_SETTING = 'kitchen.sound';

function soundWanted(): boolean {
  try {
    return localStorage.getItem(SOUND_SETTING) !== 'off';
  } catch {
    return true;
  }
}

/**
 * The new-order chime and its on/off switch (remembered on this device). Sound
 * can only start after a first tap or key press anywhere on the page.
 */
export function useOrderChime() {
  const [wanted, setWanted] = useState(soundWanted);
  const [unlocked, setUnlocked] = useState(false);
  const supported = canChime();

  useEffect(() => {
    if (!supported || unlocked) return;
    // On click, not pointerdown: the hint that goes away with it must not move the page under a finger mid-tap.
    const unlock = () => void unlockChime().then(setUnlocked);
    window.addEventListener('click', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('click', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [supported, unlocked]);

  const toggle = useCallback(() => {
    const next = !wanted;
    setWanted(next);
    try {
      localStorage.setItem(SOUND_SETTING, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    // Switching sound on plays the chime once, so staff hear what to listen for.
    if (next) {
      void unlockChime().then((ready) => {
        setUnlocked(ready);
        if (ready) playChime();
      });
    }
  }, [wanted]);

  const chime = useCallback(() => {
    if (wanted) playChime();
  }, [wanted]);

  return { supported, wanted, unlocked, toggle, chime };
}
