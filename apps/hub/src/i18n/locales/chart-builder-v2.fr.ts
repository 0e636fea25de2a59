import { chartBuilderV2En } from './chart-builder-v2.en';

/** v2 chart builder texts; untranslated for now, same as English. */
export const chartBuilderV2Fr: typeof chartBuilderV2En = chartBuilderV2En;
