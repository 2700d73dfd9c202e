import type { TimelineFormat } from '@kickchips/core';
import { parseCsvTimeline } from './parse-csv-timeline';
import { parseMetricaTimeline } from './parse-metrica-timeline';
import type { Timeline } from './timeline';

export function parseTimeline(format: TimelineFormat, text: string): Timeline {
  return format === 'metrica' ? parseMetricaTimeline(text) : parseCsvTimeline(text);
}
