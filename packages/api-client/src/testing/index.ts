/**
 * `@chulo/api-client/testing`: the shop's wire shapes as tests meet them, for any package that tests
 * against this contract: sample answers (a pizza, an order, a session…), JSON answers in the
 * server's envelope, and a live feed the test writes into by hand. No test runner is needed.
 */
export { EventStreamAnswer, jsonAnswer, success } from './answers.ts';
export {
  ACCOUNT,
  CLOSED_FOR_TIHAR,
  CONFIGURED_ORDER,
  MARGHERITA,
  MARGHERITA_IN_SIZES,
  ORDER,
  PIZZA_PHOTO,
  RUSH_PACING,
  SALES,
  SESSION,
  SHOP_SETTINGS,
  STAFF_ORDER,
  STAFF_ORDER_TO_CALL_BACK,
  STAFF_PIZZA,
  THAMEL,
} from './samples.ts';
