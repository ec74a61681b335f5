import type { AdminBannerDto, BannerInput } from '../../../shared/admin-banners';
import { STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import type { Executor } from '../../db/executor';
import type { scrollingBanners } from '../../db/schema/index';

export type ActiveBannerRow = Pick<
  typeof scrollingBanners.$inferSelect,
  'id' | 'imageUrl' | 'altText' | 'linkUrl' | 'displayOrder'
>;

const ZONE = `'${STORE_TIME_ZONE}'`;
const wallClock = (column: string) => `to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD"T"HH24:MI')`;
/** What the home carousel shows: active banners inside their schedule. */
const SHOWING_SQL = `(b.is_active and (b.starts_at is null or b.starts_at <= now()) and (b.ends_at is null or b.ends_at > now()))`;

const adminColumns = `b.id, b.image_url as "imageUrl", b.alt_text as "altText", b.link_url as "linkUrl",
  b.display_order as "displayOrder", b.is_active as "isActive", ${wallClock('b.starts_at')} as "startsAt",
  ${wallClock('b.ends_at')} as "endsAt", ${SHOWING_SQL} as showing,
  case when not b.is_active then 'inactive' when b.ends_at <= now() then 'ended'
       when b.starts_at > now() then 'scheduled' else 'showing' end as status`;

const bannerValues = (input: BannerInput) => [
  input.imageUrl,
  input.altText,
  input.linkUrl,
  input.isActive,
  input.startsAt,
  input.endsAt,
];

/** The home carousel's banners: active and inside their optional schedule, in the order staff set. */
export function activeBanners(ex: Executor): Promise<ActiveBannerRow[]> {
  return ex.query<ActiveBannerRow>(
    `select id, image_url as "imageUrl", alt_text as "altText", link_url as "linkUrl", display_order as "displayOrder"
     from scrolling_banners b where ${SHOWING_SQL} order by display_order, id`,
  );
}

/** Every banner as staff see it, schedule times in store wall-clock time. */
export function adminBanners(ex: Executor): Promise<AdminBannerDto[]> {
  return ex.query<AdminBannerDto>(`select ${adminColumns} from scrolling_banners b order by b.display_order, b.id`);
}

export async function adminBanner(ex: Executor, id: string): Promise<AdminBannerDto | undefined> {
  const [row] = await ex.query<AdminBannerDto>(`select ${adminColumns} from scrolling_banners b where b.id = $1`, [id]);
  return row;
}

/** A new banner goes last; the schedule's times are store wall-clock times. */
export async function insertBanner(ex: Executor, input: BannerInput): Promise<string> {
  const [row] = await ex.query<{ id: string }>(
    `insert into scrolling_banners (image_url, alt_text, link_url, is_active, starts_at, ends_at, display_order)
     values ($1, $2, $3, $4, $5::timestamp at time zone ${ZONE}, $6::timestamp at time zone ${ZONE},
       (select coalesce(max(display_order) + 1, 0) from scrolling_banners)) returning id`,
    bannerValues(input),
  );
  return row!.id;
}

export async function updateBanner(ex: Executor, id: string, input: BannerInput): Promise<void> {
  await ex.query(
    `update scrolling_banners set image_url = $1, alt_text = $2, link_url = $3, is_active = $4,
       starts_at = $5::timestamp at time zone ${ZONE}, ends_at = $6::timestamp at time zone ${ZONE},
       updated_at = now() where id = $7`,
    [...bannerValues(input), id],
  );
}

/** The banners' ids in their current order, locked until the transaction ends. */
export async function lockBannerOrder(ex: Executor): Promise<string[]> {
  const rows = await ex.query<{ id: string }>(`select id from scrolling_banners order by display_order, id for update`);
  return rows.map((r) => r.id);
}

/** Positions from the list's order (0 first); rows already in place are left untouched. */
export async function setBannerOrder(ex: Executor, ids: string[]): Promise<void> {
  await ex.query(
    `update scrolling_banners b set display_order = o.position - 1, updated_at = now()
     from unnest($1::uuid[]) with ordinality as o(id, position)
     where b.id = o.id and b.display_order <> o.position - 1`,
    [ids],
  );
}

export async function deleteBanner(ex: Executor, id: string): Promise<void> {
  await ex.query(`delete from scrolling_banners where id = $1`, [id]);
}
