import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type AdminBannerDto,
  BANNER_THEMES,
  type BannerInput,
  type BannerTheme,
  bannerArtUrl,
  bannerInput,
  parseBannerArt,
} from '../../../../shared/admin-banners';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { Field, selectClass } from '../components/form-field';
import { UPLOAD_ACCEPT, uploadImage } from '../components/upload-image';
import { ADMIN_BANNER_KEYS, createBanner, saveBanner } from './banners-api';

interface Draft {
  source: 'art' | 'address';
  theme: BannerTheme;
  title: string;
  subtitle: string;
  address: string;
  altText: string;
  linkUrl: string;
  isActive: boolean;
  startsAt: string;
  endsAt: string;
}

function draftOf(b: AdminBannerDto | null): Draft {
  const art = b ? parseBannerArt(b.imageUrl) : { theme: 'saffron' as const, title: '', subtitle: '' };
  return {
    source: art ? 'art' : 'address',
    theme: art?.theme ?? 'saffron',
    title: art?.title ?? '',
    subtitle: art?.subtitle ?? '',
    address: art ? '' : (b?.imageUrl ?? ''),
    altText: b?.altText ?? '',
    linkUrl: b?.linkUrl ?? '',
    isActive: b?.isActive ?? true,
    startsAt: b?.startsAt ?? '',
    endsAt: b?.endsAt ?? '',
  };
}

const imageOf = (d: Draft) => (d.source === 'art' ? bannerArtUrl(d.theme, d.title, d.subtitle) : d.address);

/** Create or edit a banner; the preview shows the image the carousel will show. */
export function BannerFormDialog({
  banner,
  onOpenChange,
}: {
  banner: AdminBannerDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(banner));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: (input: BannerInput) => (banner ? saveBanner(banner.id, input) : createBanner(input)),
    onSuccess: () => {
      toast.success(banner ? 'Banner saved' : 'Banner added at the end of the carousel');
      void client.invalidateQueries({ queryKey: ADMIN_BANNER_KEYS.all });
      onOpenChange(false);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      toast.error(e.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = bannerInput.safeParse({
      imageUrl: imageOf(draft),
      altText: draft.altText,
      linkUrl: draft.linkUrl.trim() || null,
      isActive: draft.isActive,
      startsAt: draft.startsAt || null,
      endsAt: draft.endsAt || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage<{ url: string }>('/api/admin/banners/image', file),
    onSuccess: ({ url }) => {
      setDraft((d) => ({ ...d, source: 'address', address: url }));
      setErrors((e) => ({ ...e, imageUrl: '' }));
    },
    onError: (e) => setErrors((prev) => ({ ...prev, imageUrl: e.message })),
  });
  const preview = imageOf(draft);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle className="text-lg font-bold text-ink">{banner ? 'Edit banner' : 'New banner'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          The home carousel shows active banners inside their schedule (store time), in the order of the list.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Image</legend>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="banner-source"
                  checked={draft.source === 'art'}
                  onChange={() => set('source', 'art')}
                />
                The shop&apos;s banner art with your text
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="banner-source"
                  checked={draft.source === 'address'}
                  onChange={() => set('source', 'address')}
                />
                An uploaded image or an address
              </label>
            </div>
          </fieldset>
          {draft.source === 'art' ? (
            <>
              <Field id="banner-title" label="Headline">
                {(a) => (
                  <Input {...a} maxLength={80} value={draft.title} onChange={(e) => set('title', e.target.value)} />
                )}
              </Field>
              <Field id="banner-theme" label="Colours">
                {(a) => (
                  <select
                    {...a}
                    className={selectClass}
                    value={draft.theme}
                    onChange={(e) => set('theme', e.target.value as BannerTheme)}
                  >
                    {BANNER_THEMES.map((t) => (
                      <option key={t} value={t}>
                        {t[0]!.toUpperCase() + t.slice(1)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="banner-subtitle" label="Second line" className="sm:col-span-2">
                {(a) => (
                  <Input
                    {...a}
                    maxLength={140}
                    value={draft.subtitle}
                    onChange={(e) => set('subtitle', e.target.value)}
                  />
                )}
              </Field>
            </>
          ) : (
            <>
              <Field id="banner-upload" label="Upload an image" hint="JPEG, PNG or WebP up to 5 MB, cut to 3:1.">
                {(a) => (
                  <input
                    {...a}
                    type="file"
                    accept={UPLOAD_ACCEPT}
                    disabled={upload.isPending}
                    className="block text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:font-semibold"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (file) upload.mutate(file);
                    }}
                  />
                )}
              </Field>
              <Field id="banner-address" label="Image address" error={errors.imageUrl || undefined}>
                {(a) => (
                  <Input
                    {...a}
                    value={draft.address}
                    onChange={(e) => set('address', e.target.value)}
                    placeholder="https://"
                  />
                )}
              </Field>
            </>
          )}
          {errors.imageUrl && draft.source === 'art' ? (
            <p className="text-sm text-red-700 sm:col-span-2">{errors.imageUrl}</p>
          ) : null}
          {preview ? (
            <img
              src={preview}
              alt=""
              className="aspect-[3/1] w-full rounded-lg border border-gray-200 object-cover sm:col-span-2"
            />
          ) : null}
          <Field
            id="banner-alt"
            label="Alt text (required)"
            error={errors.altText}
            hint="What the banner says, for shoppers using a screen reader."
            className="sm:col-span-2"
          >
            {(a) => <Input {...a} value={draft.altText} onChange={(e) => set('altText', e.target.value)} />}
          </Field>
          <Field id="banner-link" label="Link" error={errors.linkUrl} hint="A shop page such as /deals, or empty.">
            {(a) => <Input {...a} value={draft.linkUrl} onChange={(e) => set('linkUrl', e.target.value)} />}
          </Field>
          <label className="flex items-center gap-2 self-center text-sm font-semibold text-ink">
            <input type="checkbox" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
            Active
          </label>
          <Field id="banner-starts" label="Show from (store time)" error={errors.startsAt} hint="Empty: now.">
            {(a) => (
              <Input
                {...a}
                type="datetime-local"
                value={draft.startsAt}
                onChange={(e) => set('startsAt', e.target.value)}
              />
            )}
          </Field>
          <Field id="banner-ends" label="Show until (store time)" error={errors.endsAt} hint="Empty: no end.">
            {(a) => (
              <Input
                {...a}
                type="datetime-local"
                value={draft.endsAt}
                onChange={(e) => set('endsAt', e.target.value)}
              />
            )}
          </Field>
          <div className="flex gap-2 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : banner ? 'Save banner' : 'Add banner'}
            </Button>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
