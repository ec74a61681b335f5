import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  type AdminBannerDto,
  BANNER_THEMES,
  type BannerInput,
  bannerArtUrl,
  bannerInput,
  parseBannerArt,
} from '../../../../../shared/admin-banners';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { showServerError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast';
import { UPLOAD_ACCEPT, uploadImage } from '../../components/upload-image';
import { ADMIN_BANNER_KEYS, createBanner, saveBanner } from '../api/banners-api';

/**
 * What the inputs hold: the image is either the shop's art drawn from a theme and two lines of text, or an
 * address (typed, or filled in by an upload) in `imageUrl`; '' is "none" for the link and the schedule.
 */
const bannerFields = z.object({
  source: z.enum(['art', 'address']),
  theme: z.enum(BANNER_THEMES),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  altText: z.string(),
  linkUrl: z.string(),
  isActive: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
});
type BannerForm = z.input<typeof bannerFields>;
const imageOf = (f: Pick<BannerForm, 'source' | 'theme' | 'title' | 'subtitle' | 'imageUrl'>) =>
  f.source === 'art' ? bannerArtUrl(f.theme, f.title, f.subtitle) : f.imageUrl;
const bannerForm = bannerFields
  .transform((f) => ({
    imageUrl: imageOf(f),
    altText: f.altText,
    linkUrl: f.linkUrl.trim() || null,
    isActive: f.isActive,
    startsAt: f.startsAt || null,
    endsAt: f.endsAt || null,
  }))
  .pipe(bannerInput);
const FIELDS = Object.keys(bannerFields.shape);

function formOf(b: AdminBannerDto | null): BannerForm {
  const art = b ? parseBannerArt(b.imageUrl) : { theme: 'saffron' as const, title: '', subtitle: '' };
  return {
    source: art ? 'art' : 'address',
    theme: art?.theme ?? 'saffron',
    title: art?.title ?? '',
    subtitle: art?.subtitle ?? '',
    imageUrl: art ? '' : (b?.imageUrl ?? ''),
    altText: b?.altText ?? '',
    linkUrl: b?.linkUrl ?? '',
    isActive: b?.isActive ?? true,
    startsAt: b?.startsAt ?? '',
    endsAt: b?.endsAt ?? '',
  };
}

/** Create or edit a banner; the preview shows the image the carousel will show. */
export function BannerFormDialog({
  banner,
  onOpenChange,
}: {
  banner: AdminBannerDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    control,
    formState: { errors },
  } = useForm<BannerForm, unknown, BannerInput>({
    resolver: zodResolver(bannerForm),
    defaultValues: formOf(banner),
  });
  const [source, theme, title, subtitle, imageUrl] = useWatch({
    control,
    name: ['source', 'theme', 'title', 'subtitle', 'imageUrl'],
  });
  const save = useMutation({
    mutationFn: (input: BannerInput) => (banner ? saveBanner(banner.id, input) : createBanner(input)),
    onSuccess: () => {
      toast.success(banner ? 'Banner saved' : 'Banner added at the end of the carousel');
      void client.invalidateQueries({ queryKey: ADMIN_BANNER_KEYS.all });
      onOpenChange(false);
    },
    onError: (e) => {
      showServerError(e, setError, FIELDS);
      toast.error(e.message);
    },
  });
  const submit = handleSubmit((input) => save.mutate(input));
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage<{ url: string }>('/api/admin/banners/image', file),
    onSuccess: ({ url }) => {
      setValue('source', 'address');
      setValue('imageUrl', url);
      clearErrors('imageUrl');
    },
    onError: (e) => setError('imageUrl', { message: e.message }),
  });
  const preview = imageOf({ source, theme, title, subtitle, imageUrl });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle className="text-lg font-bold text-ink">{banner ? 'Edit banner' : 'New banner'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted">
          The home carousel shows active banners inside their schedule (store time), in the order of the list.
        </DialogDescription>
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-2">
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-semibold text-ink">Image</legend>
            <div className="flex flex-wrap gap-4">
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" value="art" {...register('source')} />
                The shop&apos;s banner art with your text
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" value="address" {...register('source')} />
                An uploaded image or an address
              </label>
            </div>
          </fieldset>
          {source === 'art' ? (
            <>
              <FormField label="Headline">
                <Input maxLength={80} {...register('title')} />
              </FormField>
              <FormField label="Colours">
                <NativeSelect {...register('theme')}>
                  {BANNER_THEMES.map((t) => (
                    <option key={t} value={t}>
                      {t[0]!.toUpperCase() + t.slice(1)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Second line" className="sm:col-span-2">
                <Input maxLength={140} {...register('subtitle')} />
              </FormField>
            </>
          ) : (
            <>
              <FormField label="Upload an image" hint="JPEG, PNG or WebP up to 5 MB, cut to 3:1.">
                <input
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
              </FormField>
              <FormField label="Image address" error={errors.imageUrl?.message}>
                <Input placeholder="https://" {...register('imageUrl')} />
              </FormField>
            </>
          )}
          {errors.imageUrl?.message && source === 'art' ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errors.imageUrl.message}
            </p>
          ) : null}
          {preview ? (
            <img
              src={preview}
              alt=""
              className="aspect-[3/1] w-full rounded-lg border border-gray-200 object-cover sm:col-span-2"
            />
          ) : null}
          <FormField
            label="Alt text (required)"
            error={errors.altText?.message}
            hint="What the banner says, for shoppers using a screen reader."
            className="sm:col-span-2"
          >
            <Input {...register('altText')} />
          </FormField>
          <FormField label="Link" error={errors.linkUrl?.message} hint="A shop page such as /deals, or empty.">
            <Input {...register('linkUrl')} />
          </FormField>
          <label className="flex items-center gap-2 self-center text-sm font-semibold text-ink">
            <input type="checkbox" {...register('isActive')} />
            Active
          </label>
          <FormField label="Show from (store time)" error={errors.startsAt?.message} hint="Empty: now.">
            <Input type="datetime-local" {...register('startsAt')} />
          </FormField>
          <FormField label="Show until (store time)" error={errors.endsAt?.message} hint="Empty: no end.">
            <Input type="datetime-local" {...register('endsAt')} />
          </FormField>
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
