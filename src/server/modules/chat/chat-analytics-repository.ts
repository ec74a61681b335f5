import type { Executor } from '../../db/executor';

const TZ = `'America/Chicago'`;
/** The first instant of the period: midnight, store time, `$2` store days back from `$1` (today included). */
const SINCE = `((date_trunc('day', $1::timestamptz at time zone ${TZ}) - ($2::int - 1) * interval '1 day') at time zone ${TZ})`;
/** Same question, typed alike: lowercase, punctuation dropped, spaces collapsed. */
const QUESTION_KEY = `btrim(regexp_replace(regexp_replace(lower(m.text), '[^[:alnum:][:space:]%]', '', 'g'), '\\s+', ' ', 'g'))`;

export interface ConversationSummaryRow {
  id: string;
  started_at: Date | string;
  last_message_at: Date | string;
  shopper_email: string | null;
  first_question: string | null;
  questions: number;
  unanswered: number;
  thumbs_up: number;
  thumbs_down: number;
  handoff_query_id: string | null;
}

const FILTERS = {
  all: 'true',
  handed_off: 'c.handoff_query_id is not null',
  unanswered: `exists (select 1 from chat_messages u where u.conversation_id = c.id and u.role = 'shopper' and u.answered = false)`,
  thumbs_down: `exists (select 1 from chat_messages u where u.conversation_id = c.id and u.feedback = 'down')`,
} as const;
export type ConversationFilter = keyof typeof FILTERS;

const SUMMARY = `select c.id, c.created_at as started_at, c.updated_at as last_message_at, u.email as shopper_email,
    c.handoff_query_id,
    (select m.text from chat_messages m where m.conversation_id = c.id and m.role = 'shopper'
     order by m.created_at limit 1) as first_question,
    s.questions, s.unanswered, s.thumbs_up, s.thumbs_down
  from chat_conversations c
  left join users u on u.id = c.user_id
  cross join lateral (
    select count(*) filter (where m.role = 'shopper')::int as questions,
           count(*) filter (where m.role = 'shopper' and m.answered = false)::int as unanswered,
           count(*) filter (where m.feedback = 'up')::int as thumbs_up,
           count(*) filter (where m.feedback = 'down')::int as thumbs_down
    from chat_messages m where m.conversation_id = c.id) s`;

/** The staff's reading of the chat: counts per store day (America/Chicago), intents, unanswered questions. */
export const chatAnalyticsRepository = {
  async totals(ex: Executor, days: number, now: Date) {
    const [row] = await ex.query<{
      conversations: number;
      handoffs: number;
      questions: number;
      unanswered: number;
      thumbs_up: number;
      thumbs_down: number;
    }>(
      `with since as (select ${SINCE} as t)
       select (select count(*)::int from chat_conversations, since where created_at >= since.t) as conversations,
              (select count(*)::int from chat_conversations, since where created_at >= since.t and handoff_query_id is not null) as handoffs,
              count(*) filter (where m.role = 'shopper')::int as questions,
              count(*) filter (where m.role = 'shopper' and m.answered = false)::int as unanswered,
              count(*) filter (where m.feedback = 'up')::int as thumbs_up,
              count(*) filter (where m.feedback = 'down')::int as thumbs_down
       from chat_messages m, since where m.created_at >= since.t`,
      [now.toISOString(), days],
    );
    return row!;
  },

  async perDay(ex: Executor, days: number, now: Date) {
    return ex.query<{ date: string; conversations: number; handoffs: number }>(
      `with d as (
         select generate_series(($1::timestamptz at time zone ${TZ})::date - ($2::int - 1), ($1::timestamptz at time zone ${TZ})::date, interval '1 day')::date as day)
       select d.day::text as date, count(c.id)::int as conversations,
              count(c.handoff_query_id)::int as handoffs
       from d left join chat_conversations c
         on c.created_at >= d.day::timestamp at time zone ${TZ}
        and c.created_at < (d.day + 1)::timestamp at time zone ${TZ}
       group by d.day order by d.day`,
      [now.toISOString(), days],
    );
  },

  async topIntents(ex: Executor, days: number, now: Date) {
    return ex.query<{ intent: string; questions: number }>(
      `select m.intent, count(*)::int as questions from chat_messages m
       where m.role = 'shopper' and m.intent is not null and m.created_at >= ${SINCE}
       group by m.intent order by questions desc, m.intent`,
      [now.toISOString(), days],
    );
  },

  async unanswered(ex: Executor, days: number, now: Date, limit: number) {
    return ex.query<{ question: string; times: number; last_asked_at: Date | string }>(
      `select min(m.text) as question, count(*)::int as times, max(m.created_at) as last_asked_at
       from chat_messages m
       where m.role = 'shopper' and m.answered = false and m.created_at >= ${SINCE}
       group by ${QUESTION_KEY} order by times desc, last_asked_at desc limit $3`,
      [now.toISOString(), days, limit],
    );
  },

  async conversations(ex: Executor, filter: ConversationFilter, limit: number, offset: number) {
    const where = FILTERS[filter];
    const [count] = await ex.query<{ n: number }>(`select count(*)::int as n from chat_conversations c where ${where}`);
    const rows = await ex.query<ConversationSummaryRow>(
      `${SUMMARY} where ${where} order by c.updated_at desc, c.id desc limit ${limit} offset ${offset}`,
    );
    return { rows, total: count?.n ?? 0 };
  },

  async conversation(ex: Executor, id: string): Promise<ConversationSummaryRow | undefined> {
    const [row] = await ex.query<ConversationSummaryRow>(`${SUMMARY} where c.id = $1`, [id]);
    return row;
  },
};
