import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminBannerDto } from '../../../../../shared/admin-banners';
import { wallClockDayTime } from '../../../../../shared/store-dates';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { BannerFormDialog } from '../components/banner-form-dialog';
import { BannerList } from '../components/banner-list';
import { ADMIN_BANNER_KEYS, adminBannersQuery, deleteBanner, orderBanners } from '../api/banners-api';

const STATE = {
  showing: { label: 'On the home page', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'warning' },
  ended: { label: 'Ended', variant: 'neutral' },
  inactive: { label: 'Inactive', variant: 'neutral' },
} as const;

/** /admin/scrolling-banners: the home carousel's banners, in its order, with their schedule. */
export default function BannersPage() {
  const client = useQueryClient();
  const { data, isPending, isError, error } = useQuery(adminBannersQuery());
  const [editing, setEditing] = useState<AdminBannerDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBannerDto | null>(null);

  const reorder = useMutation({
    mutationFn: (next: AdminBannerDto[]) => orderBanners(next.map((b) => b.id)),
    // The list moves at once; the server's answer (or a reload after a refusal) settles it.
    onMutate: (next) => client.setQueryData(ADMIN_BANNER_KEYS.all, next),
    onSuccess: (saved) => {
      client.setQueryData(ADMIN_BANNER_KEYS.all, saved);
      toast.success('Banner order saved');
    },
    onError: (e) => {
      toast.error(e.message);
      void client.invalidateQueries({ queryKey: ADMIN_BANNER_KEYS.all });
    },
  });
  const remove = useMutation({
    mutationFn: (banner: AdminBannerDto) => deleteBanner(banner.id),
    onSuccess: () => {
      toast.success('Banner deleted');
      setDeleting(null);
      void client.invalidateQueries({ queryKey: ADMIN_BANNER_KEYS.all });
    },
    onError: (e) => toast.error(e.message),
  });

  return (
    <>
      <AdminPageHeader
        title="Scrolling Banners"
        description="The home page carousel shows the active banners inside their schedule, top to bottom. Drag a banner by its handle, or use the arrows, to change the order."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            New banner
          </Button>
        }
      />
      {isPending ? (
        <Spinner label="Loading banners…" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Could not load banners: {error.message}
        </p>
      ) : data.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-muted">
          There are no banners: the home page shows no carousel until one is added.
        </p>
      ) : (
        <BannerList
          banners={data}
          onOrder={(next) => reorder.mutate(next)}
          renderBody={(b) => {
            const s = STATE[b.status];
            return (
              <>
                <img
                  src={b.imageUrl}
                  alt=""
                  className="aspect-[3/1] w-48 rounded-lg border border-gray-200 object-cover"
                />
                <div className="min-w-48 flex-1 text-sm">
                  <p className="font-semibold text-ink">{b.altText}</p>
                  <p className="text-muted">{b.linkUrl ? `Links to ${b.linkUrl}` : 'No link'}</p>
                  <p className="text-muted">
                    {b.startsAt ? `From ${wallClockDayTime(b.startsAt)}` : 'From now'} ·{' '}
                    {b.endsAt ? `until ${wallClockDayTime(b.endsAt)}` : 'no end'}
                  </p>
                  <Badge variant={s.variant} className="mt-1">
                    {s.label}
                  </Badge>
                  <div className="mt-2 flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(b)}>
                      Edit<span className="sr-only"> {b.altText}</span>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(b)}>
                      Delete<span className="sr-only"> {b.altText}</span>
                    </Button>
                  </div>
                </div>
              </>
            );
          }}
        />
      )}
      {editing ? (
        <BannerFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent className="max-w-md">
          <DialogTitle className="text-lg font-bold text-ink">Delete this banner?</DialogTitle>
          <DialogDescription className="mt-1 text-sm text-muted">
            “{deleting?.altText}” leaves the carousel for good. To hide it for a while, make it inactive instead.
          </DialogDescription>
          <div className="mt-4 flex gap-2">
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              Delete banner
            </Button>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Keep it
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
