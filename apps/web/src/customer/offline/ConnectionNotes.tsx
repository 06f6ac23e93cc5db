import { formatDate } from '@chulo/domain';
import { ConnectionNote } from '@chulo/ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { connectionActions, selectConnection } from './connection-slice.ts';

/**
 * Above every customer screen: that the device is offline, and that a new version waits for a
 * reload. Loaded when there is something to say (AppLayout), so that no first page downloads it.
 */
export function ConnectionNotes() {
  const { offline, newVersionReady } = useAppSelector(selectConnection);
  const dispatch = useAppDispatch();
  return (
    <div className="mx-auto max-w-5xl space-y-2 px-4 pt-3 sm:px-6">
      {offline && <ConnectionNote state="offline" />}
      {newVersionReady && <ConnectionNote state="newVersion" onReload={() => dispatch(connectionActions.reloadIntoNewVersion())} />}
    </div>
  );
}


/** On the order page, when the order shown is the copy kept for when the shop cannot be reached (`at`: when the shop sent it). */
export function LastKnownNote({ at }: { at: string }) {
  return <ConnectionNote state="lastKnown" lastSeen={formatDate(at)} />;
}
