import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { playChime, unlockChime } from './order-chime.ts';
import { chimeActions, type ChimeState, selectChime } from './chime-slice.ts';
import { type BoardState, selectBoard } from './board-slice.ts';

const SOUND_SETTING = 'kitchen.sound';

function soundWanted(): boolean {
  try {
    return localStorage.getItem(SOUND_SETTING) !== 'off';
  } catch {
    return true;
  }
}

function rememberSound(wanted: boolean): void {
  try {
    localStorage.setItem(SOUND_SETTING, wanted ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** Browsers let a page make sound only after a tap or key press: this runs within one. */
function* unlockSound(): SagaIterator<boolean> {
  const unlocked: boolean = yield call(unlockChime);
  yield put(chimeActions.soundUnlocked(unlocked));
  return unlocked;
}

/** The sound switched on or off, and remembered on this device; switching it on plays the chime once, so staff hear what to listen for. */
function* toggleSound(): SagaIterator {
  const sound: ChimeState = yield select(selectChime);
  yield call(rememberSound, sound.wanted);
  if (sound.wanted && (yield call(unlockSound))) yield call(playChime);
}

/** A new order: the chime, when sound is wanted and allowed. */
function* chimeForArrivals(): SagaIterator {
  let heard = 0;
  yield takeEvery(['kitchen/boardLoaded', 'kitchen/orderReceived', 'kitchen/ordersListed'], function* listen(): SagaIterator {
    const { board }: BoardState = yield select(selectBoard);
    const sound: ChimeState = yield select(selectChime);
    if (board.arrivals > heard && sound.wanted) yield call(playChime);
    heard = board.arrivals;
  });
}

export function* chimeSaga(): SagaIterator {
  yield put(chimeActions.soundPreferred(soundWanted()));
  yield all([
    call(chimeForArrivals),
    // Every switch counts (on, off, on); unlocking is asked once at a time.
    takeEvery('kitchen/toggleSound', toggleSound),
    takeLeading('kitchen/unlockSound', unlockSound),
  ]);
}
