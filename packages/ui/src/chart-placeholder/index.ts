export {
  ChartPlaceholder,
  useRotatingIndex,
  PLACEHOLDER_ROTATE_MS,
  PLACEHOLDER_FADE_MS,
  PLACEHOLDER_MESSAGE_KEYS,
} from './ChartPlaceholder';
