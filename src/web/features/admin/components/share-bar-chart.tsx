import type { ComponentProps, ReactNode } from 'react';
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './chart-figure';
import { count } from './format';

interface ShareRow {
  label: string;
  value: number;
}

/**
 * Horizontal bars of how a total splits (order statuses, chat intents): one labelled bar per row, with
 * the figure's table giving each row's count and share of the total for screen readers.
 */
export function ShareBarChart<Row extends ShareRow>({
  id,
  title,
  summary,
  empty,
  rows,
  labelHeader,
  valueName,
  fill,
  tick,
  tickWidth,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  empty: string;
  rows: Row[];
  labelHeader: string;
  valueName: string;
  fill: string;
  tick: ComponentProps<typeof YAxis>['tick'];
  tickWidth: number;
}) {
  const total = rows.reduce((n, r) => n + r.value, 0);
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={summary}
      rows={rows}
      columns={[
        { header: labelHeader, cell: (r) => r.label },
        { header: valueName, cell: (r) => count(r.value) },
        { header: 'Share', cell: (r) => `${Math.round((r.value / total) * 100)}%` },
      ]}
      empty={empty}
    >
      <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 36)}>
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 0, right: 40, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis type="category" dataKey="label" tick={tick} width={tickWidth} interval={0} />
          <Bar isAnimationActive={false} dataKey="value" name={valueName} fill={fill} radius={[0, 3, 3, 0]}>
            <LabelList dataKey="value" position="right" style={{ fontSize: 12, fill: '#1f2328' }} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
