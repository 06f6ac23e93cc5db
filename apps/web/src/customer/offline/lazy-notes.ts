import { lazy } from 'react';

/**
 * The connection's notes, for screens to show when there is something to say: in a chunk of their
 * own, which the connection's code loads before it can say anything (connection-device.ts), so
 * that no first page downloads them and going offline never waits on a download.
 */
const notes = () => import('./ConnectionNotes.tsx');

export const ConnectionNotes = lazy(async () => ({ default: (await notes()).ConnectionNotes }));
export const LastKnownNote = lazy(async () => ({ default: (await notes()).LastKnownNote }));
