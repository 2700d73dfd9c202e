import type { ChipHistoryOutput } from '@kickchips/core';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { byFinalChips, chipChartRows, chipChartSummary } from './chip-chart-data';
import { ChipHistoryTable } from './chip-history-table';
import { lineStyle } from './line-colors';

type ChipChartProps = { history: ChipHistoryOutput; currentUserId: string };

const TICK = { fill: 'currentColor', fontSize: 12 };

/**
 * Each player's chips round by round as a line chart (people would rather look than read), named
 * and described for screen readers, with the same numbers in a table under it.
 */
export function ChipChart({ history, currentUserId }: ChipChartProps) {
  const rows = chipChartRows(history);
  const summary = chipChartSummary(history);
  const players = byFinalChips(history.players);
  return (
    <figure className="flex flex-col gap-3" aria-labelledby="chip-chart-title">
      <figcaption className="flex flex-col gap-1">
        <h3 id="chip-chart-title" className="text-xl">
          Chips by round
        </h3>
        <p className="text-sm text-[var(--text-muted)]">{summary}</p>
      </figcaption>
      <div className="h-64 w-full text-[var(--text-muted)] sm:h-80" data-testid="chip-chart">
        <LineChart
          responsive
          data={rows}
          title="Chips by round"
          desc={summary}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 12, bottom: 20, left: 8 }}
        >
          <CartesianGrid stroke="currentColor" strokeOpacity={0.2} vertical={false} />
          {/* the axis names sit inside the chart's margin, so a narrow phone chart keeps them */}
          <XAxis
            dataKey="axis"
            tick={TICK}
            stroke="currentColor"
            interval="preserveStartEnd"
            label={{
              value: 'Round',
              position: 'insideBottom',
              offset: -14,
              fill: 'currentColor',
              fontSize: 12,
            }}
          />
          <YAxis
            tick={TICK}
            stroke="currentColor"
            width={44}
            allowDecimals={false}
            label={{ value: 'Chips', angle: -90, position: 'insideLeft', fill: 'currentColor', fontSize: 12 }}
          />
          <Tooltip
            labelFormatter={(_, payload) => payload[0]?.payload.label ?? ''}
            contentStyle={{
              background: 'var(--surface-raised)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--text)',
            }}
            itemStyle={{ color: 'var(--text)' }}
          />
          {/* on top: at the foot it would sit on the Round label of a narrow phone chart */}
          <Legend
            verticalAlign="top"
            itemSorter={null}
            wrapperStyle={{ fontSize: 13 }}
            formatter={(name) => <span className="text-[var(--text)]">{name}</span>}
          />
          {players.map((player, index) => (
            <Line
              key={player.user._id}
              type="monotone"
              dataKey={(row: (typeof rows)[number]) => row.chips[player.user._id]}
              name={
                player.user._id === currentUserId ? `${player.user.username} (you)` : player.user.username
              }
              strokeWidth={player.user._id === currentUserId ? 3.5 : 2}
              dot={{ r: 3 }}
              isAnimationActive={false}
              {...lineStyle(index)}
            />
          ))}
        </LineChart>
      </div>
      <ChipHistoryTable players={players} rows={rows} />
    </figure>
  );
}
