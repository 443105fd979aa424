/** The public entry of the couriers module: what other modules and the app may use. */
export {
  chooseCourierFor,
  courierPosition,
  isActiveCourier,
  moveCourier,
  selectActiveCouriers,
  type Pickup,
} from './assignment.ts';
export { courierContactsTaken, insertCourier } from './new-courier.ts';
export { COURIER_BUCKET, formatCourier, type CourierJson } from './format.ts';
export {
  COURIER_COLUMNS,
  countCourierRating,
  courierIdsNamed,
  selectActiveCourier,
  selectCourierJsonRows,
  selectCouriers,
  type CourierRow,
} from './queries.ts';
