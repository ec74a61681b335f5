import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChatAnalyticsDto } from '../../../../../shared/admin-chat';
import { CHAT_INTENT_LABELS } from '../../../../../shared/chat';
import { ChartFigure } from '../../components/chart-figure';
import { ShareBarChart } from '../../components/share-bar-chart';
import { count, shortDate } from '../../components/format';

// The theme's brand green and saffron, as the dashboard draws them.
const CONVERSATIONS = '#15803d';
const HANDOFFS = '#c24502';
const AXIS = { fontSize: 12, fill: '#5b616b' };

export function ConversationsChart({ perDay }: { perDay: ChatAnalyticsDto['perDay'] }) {
  const total = perDay.reduce((n, d) => n + d.conversations, 0);
  const busiest = perDay.reduce((a, b) => (b.conversations > a.conversations ? b : a), perDay[0]!);
  return (
    <ChartFigure
      id="chat-per-day"
      title="Conversations per day"
      summary={
        total
          ? `${count(total)} ${total === 1 ? 'conversation' : 'conversations'}; busiest day ${shortDate(busiest.date)} with ${count(busiest.conversations)}.`
          : 'No conversations in this period yet.'
      }
      rows={total ? perDay : []}
      columns={[
        { header: 'Day', cell: (d) => shortDate(d.date) },
        { header: 'Conversations', cell: (d) => count(d.conversations) },
        { header: 'Handed to staff', cell: (d) => count(d.handoffs) },
      ]}
      empty="No conversations in this period yet."
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={perDay} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} width={36} />
          <Tooltip labelFormatter={(d) => shortDate(String(d))} />
          <Bar isAnimationActive={false} dataKey="conversations" name="Conversations" fill={CONVERSATIONS} />
          <Bar isAnimationActive={false} dataKey="handoffs" name="Handed to staff" fill={HANDOFFS} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function IntentsChart({ intents }: { intents: ChatAnalyticsDto['topIntents'] }) {
  const total = intents.reduce((n, i) => n + i.questions, 0);
  const rows = intents.map((i) => ({ label: CHAT_INTENT_LABELS[i.intent], value: i.questions }));
  return (
    <ShareBarChart
      id="chat-intents"
      title="Top intents"
      summary={
        total
          ? `${count(total)} ${total === 1 ? 'question' : 'questions'}; most asked about ${rows[0]!.label.toLowerCase()}.`
          : 'No questions in this period yet.'
      }
      rows={rows}
      labelHeader="Intent"
      valueName="Questions"
      empty="No questions in this period yet."
      fill={CONVERSATIONS}
      tick={AXIS}
      tickWidth={130}
    />
  );
}
