import { type AdminBannerDto, BANNER_MESSAGES, type BannerInput } from '../../../shared/admin-banners';
import { STORE_TIME_ZONE } from '../../../shared/delivery-slots';
import type { Database } from '../../db/client';
import { fieldError, notFound } from '../../errors';
import { type AuditActor, recordAudit } from '../admin/audit';
import { type Executor, inTransaction } from '../../db/executor';

const ZONE = `'${STORE_TIME_ZONE}'`;
const wallClock = (column: string) => `to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD"T"HH24:MI')`;
/** What the home carousel shows: active banners inside their schedule (content-repository uses it too). */
export const SHOWING_SQL = `(b.is_active and (b.starts_at is null or b.starts_at <= now()) and (b.ends_at is null or b.ends_at > now()))`;

const columns = `b.id, b.image_url as "imageUrl", b.alt_text as "altText", b.link_url as "linkUrl",
  b.display_order as "displayOrder", b.is_active as "isActive", ${wallClock('b.starts_at')} as "startsAt",
  ${wallClock('b.ends_at')} as "endsAt", ${SHOWING_SQL} as showing,
  case when not b.is_active then 'inactive' when b.ends_at <= now() then 'ended'
       when b.starts_at > now() then 'scheduled' else 'showing' end as status`;

const NOT_FOUND = 'Banner not found';

/** Staff banner tools: create, edit, order, delete; every write audited in its own transaction. */
export function createBannersAdminService(database: Database) {
  const one = async (tx: Executor, id: string) => {
    const [row] = await tx.query<AdminBannerDto>(`select ${columns} from scrolling_banners b where b.id = $1`, [id]);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };
  const values = (input: BannerInput) => [
    input.imageUrl,
    input.altText,
    input.linkUrl,
    input.isActive,
    input.startsAt,
    input.endsAt,
  ];

  return {
    list: () =>
      database.query<AdminBannerDto>(`select ${columns} from scrolling_banners b order by b.display_order, b.id`),

    /** A new banner goes last; staff move it where they want it. */
    create: (input: BannerInput, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `insert into scrolling_banners (image_url, alt_text, link_url, is_active, starts_at, ends_at, display_order)
           values ($1, $2, $3, $4, $5::timestamp at time zone ${ZONE}, $6::timestamp at time zone ${ZONE},
             (select coalesce(max(display_order) + 1, 0) from scrolling_banners)) returning id`,
          values(input),
        );
        const after = await one(tx, row!.id);
        await recordAudit(tx, actor, {
          action: 'banner.create',
          entityType: 'banner',
          entityId: after.id,
          summary: `Added banner “${after.altText}”`,
          after,
        });
        return after;
      }),

    update: (id: string, input: BannerInput, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const before = await one(tx, id);
        await tx.query(
          `update scrolling_banners set image_url = $1, alt_text = $2, link_url = $3, is_active = $4,
             starts_at = $5::timestamp at time zone ${ZONE}, ends_at = $6::timestamp at time zone ${ZONE},
             updated_at = now() where id = $7`,
          [...values(input), id],
        );
        const after = await one(tx, id);
        await recordAudit(tx, actor, {
          action: 'banner.update',
          entityType: 'banner',
          entityId: id,
          summary: `Edited banner “${after.altText}”`,
          before,
          after,
        });
        return after;
      }),

    /** The whole order at once: a list missing a banner (someone added one meanwhile) is refused. */
    reorder: (ids: string[], actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const current = await tx.query<{ id: string }>(
          `select id from scrolling_banners order by display_order, id for update`,
        );
        const known = new Set(current.map((r) => r.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
          throw fieldError('CONFLICT', 'ids', BANNER_MESSAGES.order);
        await tx.query(
          `update scrolling_banners b set display_order = o.position - 1, updated_at = now()
           from unnest($1::uuid[]) with ordinality as o(id, position)
           where b.id = o.id and b.display_order <> o.position - 1`,
          [ids],
        );
        await recordAudit(tx, actor, {
          action: 'banner.reorder',
          entityType: 'banner',
          entityId: ids[0]!,
          summary: 'Reordered the scrolling banners',
          before: current.map((r) => r.id),
          after: ids,
        });
        return tx.query<AdminBannerDto>(`select ${columns} from scrolling_banners b order by b.display_order, b.id`);
      }),

    remove: (id: string, actor: AuditActor) =>
      inTransaction(database, async (tx) => {
        const before = await one(tx, id);
        await tx.query(`delete from scrolling_banners where id = $1`, [id]);
        await recordAudit(tx, actor, {
          action: 'banner.delete',
          entityType: 'banner',
          entityId: id,
          summary: `Deleted banner “${before.altText}”`,
          before,
        });
      }),
  };
}
