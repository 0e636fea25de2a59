export { StatCard, type StatCardProps } from './StatCard';
export {
  statValue,
  percentChange,
  kpiLabel,
  statColumn,
  fitStatValue,
  estimateTextWidth,
  STAT_FONT_MAX,
  STAT_FONT_MIN,
  type StatFit,
} from './stat-value';
