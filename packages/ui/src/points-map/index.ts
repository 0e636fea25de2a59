export { PointsMap, type PointsMapProps, type MapRenderer } from './PointsMap';
export {
  findLocationColumns,
  mapPoints,
  pointsToGeoJson,
  pointBounds,
  clampLatitude,
  MAP_DEFAULT_COLOR,
  MAP_DEFAULT_RADIUS,
} from './map-data';
export { offlineStyle } from './map-style';
