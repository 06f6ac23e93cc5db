import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { ApiConnection } from '@chulo/api-client';
import type { SalesReport } from '@chulo/api-client/contract';
import * as staffApi from '@chulo/api-client/staff';
import type { Feature } from '../../store/store.ts';
import { staffFailure } from '../store/staff-failure.ts';
import { salesActions, salesReducer } from './sales-slice.ts';

/** The figures of a range of days, and where their orders download as CSV. */
export function* loadSales({ range }: ReturnType<typeof salesActions.load>): SagaIterator {
  try {
    const api: ApiConnection = yield getContext('api');
    const report: SalesReport = yield call(staffApi.getSales, api, range);
    yield put(salesActions.loaded(report, staffApi.salesExportUrl(api, range)));
  } catch (error) {
    yield call(staffFailure, error, 'The sales could not be loaded.', salesActions.loadFailed);
  }
}

function* salesSaga(): SagaIterator {
  // Another range chosen while one loads: only the newest matters.
  yield takeLatest('sales/load', loadSales);
}

export const salesFeature: Feature = { name: 'sales', saga: salesSaga, reducers: { sales: salesReducer } };
