import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { adminTexts } from '../../../content/admin';
import type { SiteInsights } from '../api/types';
import { SERIES_COLORS } from './chartColors';
import { chartAxes, type Direction } from './direction';

const tick = { fill: 'var(--theme-muted)', fontSize: 12 };

export interface DailyChartProps {
  daily: SiteInsights['daily'];
  direction: Direction;
  /** What the chart is to a screen reader: one image, whose numbers are in the table beside it. */
  label: string;
}

/**
 * Visitors and page views per day, as two areas over the period. To a screen reader one image,
 * named by `label`; its numbers are in the table beside it. Time runs the way the page reads
 * (right to left in an RTL page). No animation: the numbers are what matters.
 */
export function DailyChart({ daily, direction, label }: DailyChartProps) {
  const texts = adminTexts.insights;
  const { reversed, countsSide } = chartAxes(direction);

  return (
    <div role="img" aria-label={label} className="-mx-2 mt-4">
      <AreaChart
        data={daily}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: 240 }}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid vertical={false} stroke="var(--theme-contrast)" strokeOpacity={0.1} />
        <XAxis
          dataKey="day"
          reversed={reversed}
          tickFormatter={texts.shortDay}
          tick={tick}
          tickLine={false}
          axisLine={{ stroke: 'var(--theme-contrast)', strokeOpacity: 0.2 }}
          interval="preserveStartEnd"
          minTickGap={24}
        />
        <YAxis
          orientation={countsSide}
          allowDecimals={false}
          // Steps of 1, 2 or 5 times a power of ten (0, 50, 100…), not 0, 65, 130.
          niceTicks="snap125"
          tickFormatter={texts.count}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width="auto"
        />
        <Tooltip
          labelFormatter={(day) => texts.longDay(String(day))}
          formatter={(value) => texts.count(Number(value))}
          contentStyle={{
            background: 'var(--theme-panel-raised)',
            border: '1px solid color-mix(in srgb, var(--theme-contrast) 15%, transparent)',
            borderRadius: 12,
            color: 'var(--theme-body)',
            fontSize: 13,
          }}
          labelStyle={{ color: 'var(--theme-strong)', fontWeight: 600 }}
          cursor={{ stroke: 'var(--theme-contrast)', strokeOpacity: 0.25 }}
        />
        <Area
          type="monotone"
          dataKey="pageViews"
          name={texts.totals.pageViews}
          stroke={SERIES_COLORS.pageViews}
          fill={SERIES_COLORS.pageViews}
          fillOpacity={0.12}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="visitors"
          name={texts.totals.visitors}
          stroke={SERIES_COLORS.visitors}
          fill={SERIES_COLORS.visitors}
          fillOpacity={0.2}
          strokeWidth={2}
          isAnimationActive={false}
        />
      </AreaChart>
    </div>
  );
}
