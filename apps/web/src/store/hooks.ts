import { useDispatch, useSelector } from 'react-redux';
import type { AppStore, RootState } from './store.ts';

/** What components use of the store: they dispatch intents and select state, nothing more. */
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppStore['dispatch']>();
