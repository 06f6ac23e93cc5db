import { eventChannel, type EventChannel } from 'redux-saga';

/**
 * The browser's word that the network is back: its `online` event, once each time. Only the
 * return matters to a flow waiting for the network; that it went away, the flow learns from its
 * own request failing, which is the surer sign (`navigator.onLine` is often wrong). Read in sagas
 * only: a page rendered on the server has no window.
 */
export function networkReturns(): EventChannel<'online'> {
  return eventChannel((emit) => {
    const back = () => emit('online');
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  });
}
