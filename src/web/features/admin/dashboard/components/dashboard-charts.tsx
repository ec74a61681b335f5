import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  LabelList,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardDto } from '../../../../../shared/admin-dashboard';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../../shared/orders';
import { ChartFigure } from '../../components/chart-figure';
import { ShareBarChart } from '../../components/share-bar-chart';
import { compactCents, count, money, shortDate } from '../../components/format';

// The theme's brand green and saffron (styles.css), dark enough for 3:1 against white.
const REVENUE = '#15803d';
const ORDERS = '#c24502';
const AXIS = { fontSize: 12, fill: '#5b616b' };
const statusLabel = (s: string) => ORDER_STATUS_LABELS[s as OrderStatus] ?? s;
const truncate = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** One line per name (Recharts would wrap a long one onto the next bar's line); the table has it whole. */
function NameTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value: string } }) {
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill={AXIS.fill}>
      {truncate(payload?.value ?? '', 19)}
    </text>
  );
}

export function DailyChart({ daily }: { daily: DashboardDto['daily'] }) {
  const best = daily.reduce((a, b) => (b.revenueCents > a.revenueCents ? b : a), daily[0]!);
  const totalOrders = daily.reduce((n, d) => n + d.orders, 0);
  return (
    <ChartFigure
      id="daily"
      title="Revenue and orders per day"
      summary={
        totalOrders
          ? `${count(totalOrders)} ${totalOrders === 1 ? 'order' : 'orders'} over ${daily.length} ${daily.length === 1 ? 'day' : 'days'}; best day ${shortDate(best.date)} with ${money(best.revenueCents)}.`
          : 'No orders in this period yet.'
      }
      rows={totalOrders ? daily : []}
      columns={[
        { header: 'Day', cell: (d) => shortDate(d.date) },
        { header: 'Revenue', cell: (d) => money(d.revenueCents) },
        { header: 'Orders', cell: (d) => count(d.orders) },
      ]}
      empty="No orders in this period yet."
    >
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={daily} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={16} />
          <YAxis yAxisId="revenue" tickFormatter={compactCents} tick={AXIS} width={52} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={AXIS} width={36} />
          <Tooltip
            labelFormatter={(d) => shortDate(String(d))}
            formatter={(value, name) => (name === 'Revenue' ? money(Number(value)) : count(Number(value)))}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            isAnimationActive={false}
            yAxisId="revenue"
            dataKey="revenueCents"
            name="Revenue"
            fill={REVENUE}
            radius={[3, 3, 0, 0]}
          />
          <Line
            isAnimationActive={false}
            yAxisId="orders"
            dataKey="orders"
            name="Orders"
            stroke={ORDERS}
            strokeWidth={2}
            dot={daily.length <= 7}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function StatusMixChart({ mix }: { mix: DashboardDto['statusMix'] }) {
  const total = mix.reduce((n, s) => n + s.orders, 0);
  return (
    <ShareBarChart
      id="status-mix"
      title="Order status mix"
      summary={
        total
          ? `${count(total)} ${total === 1 ? 'order' : 'orders'} placed in this period, by their status now.`
          : 'No orders placed yet.'
      }
      rows={mix.map((s) => ({ label: statusLabel(s.status), value: s.orders }))}
      labelHeader="Status"
      valueName="Orders"
      empty="No orders placed in this period yet."
      fill={REVENUE}
      tick={NameTick}
      tickWidth={116}
    />
  );
}

export function TopChart({
  id,
  title,
  rows,
}: {
  id: string;
  title: string;
  rows: { name: string; revenueCents: number; quantity?: number }[];
}) {
  const top = rows[0];
  return (
    <ChartFigure
      id={id}
      title={title}
      summary={top ? `${top.name} leads with ${money(top.revenueCents)}.` : 'Nothing sold in this period yet.'}
      rows={rows}
      columns={[
        { header: 'Rank', cell: (r) => rows.indexOf(r) + 1 },
        { header: 'Name', cell: (r) => r.name },
        { header: 'Revenue', cell: (r) => money(r.revenueCents) },
        ...(rows.some((r) => r.quantity !== undefined)
          ? [
              {
                header: 'Quantity sold',
                cell: (r: (typeof rows)[number]) => count(Math.round((r.quantity ?? 0) * 100) / 100),
              },
            ]
          : []),
      ]}
    >
      <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 32)}>
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 0, right: 56, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <XAxis type="number" hide />
          <YAxis type="category" dataKey="name" tick={NameTick} width={136} interval={0} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Bar isAnimationActive={false} dataKey="revenueCents" name="Revenue" fill={REVENUE} radius={[0, 3, 3, 0]}>
            <LabelList
              dataKey="revenueCents"
              position="right"
              formatter={(v) => compactCents(Number(v))}
              style={{ fontSize: 12, fill: '#1f2328' }}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
