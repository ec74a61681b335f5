import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useHydrated } from '../../../lib/use-hydrated';
import { bannersQuery } from '../api/home-api';
import { useRotation } from './use-rotation';

export const BANNER_INTERVAL_MS = 3000;

/** Spec: rotates every 3 s, pauses on hover (and keyboard focus), shows a progress bar. */
export function BannerCarousel() {
  const { data: banners, isPending } = useQuery(bannersQuery());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const count = banners?.length ?? 0;
  const paused = hovered || focused || userPaused;
  const { index, goTo } = useRotation(count, BANNER_INTERVAL_MS, paused);
  // The page's HTML holds the first slide only: the others are hidden until the rotation (the browser's)
  // shows them, so they are drawn once the page is live.
  const hydrated = useHydrated();

  if (isPending) return <Skeleton className="aspect-[3/1] w-full rounded-2xl" />;
  if (!banners || count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative overflow-hidden rounded-2xl bg-saffron-50"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative aspect-[3/1] w-full">
        {banners.map((banner, i) => {
          if (!hydrated && i !== index) return null;
          const image = (
            <img
              src={banner.imageUrl}
              alt={banner.altText}
              width={1200}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              className="size-full object-cover"
            />
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className={cn(
                'absolute inset-0 transition-opacity duration-500',
                i === index ? 'opacity-100' : 'opacity-0',
              )}
            >
              {banner.linkUrl ? (
                banner.linkUrl.startsWith('/') ? (
                  <Link to={banner.linkUrl} className="block size-full">
                    {image}
                  </Link>
                ) : (
                  <a href={banner.linkUrl} className="block size-full">
                    {image}
                  </a>
                )
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <div className="absolute inset-x-0 bottom-0 h-1 bg-black/10" aria-hidden="true">
            <div
              key={`${index}`}
              data-testid="banner-progress"
              className="h-full origin-left animate-progress bg-saffron-500"
              style={{
                animationDuration: `${BANNER_INTERVAL_MS}ms`,
                animationPlayState: paused ? 'paused' : 'running',
              }}
            />
          </div>
          <div className="absolute bottom-3 right-3 flex items-center gap-1 rounded-full bg-white/90 p-1 shadow">
            <button
              type="button"
              onClick={() => goTo(index - 1)}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-gray-100"
              aria-label="Previous slide"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => setUserPaused((p) => !p)}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-gray-100"
              aria-label={userPaused ? 'Play slides' : 'Pause slides'}
            >
              {userPaused ? (
                <Play className="size-4" aria-hidden="true" />
              ) : (
                <Pause className="size-4" aria-hidden="true" />
              )}
            </button>
            <button
              type="button"
              onClick={() => goTo(index + 1)}
              className="inline-flex size-8 items-center justify-center rounded-full hover:bg-gray-100"
              aria-label="Next slide"
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
