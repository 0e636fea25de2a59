export {
  ChartroomDashboard,
  type ChartroomDashboardProps,
} from './components/public/ChartroomDashboard';
export { shareUrl, tokenExpiry, type ShareUrlOptions } from './embed/share-url';
export {
  isTokenExpiredMessage,
  TOKEN_EXPIRED_MESSAGE,
  type TokenExpiredMessage,
} from './embed/token-expiry';
export {
  changedFilterValues,
  CONTROLLED_FILTER_VALUES_PARAM,
  FILTER_CONTROL_READY_MESSAGE,
  FILTER_CONTROL_VERSION,
  FILTER_VALUES_APPLIED_MESSAGE,
  isFilterControlReadyMessage,
  isFilterValuesAppliedMessage,
  isSetFilterValuesMessage,
  readControlledFilterValues,
  SET_FILTER_VALUES_MESSAGE,
  setFilterValuesMessage,
  type ControlledFilterValue,
  type ControlledFilterValues,
  type FilterControlReadyMessage,
  type FilterValuesAppliedMessage,
  type SetFilterValuesMessage,
} from './embed/filter-control';
