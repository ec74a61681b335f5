import { useState } from 'react';
import { LaterImage } from '../../../components/ui/later-image';
import { cn } from '../../../lib/cn';

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-2xl bg-saffron-50">
        {current ? (
          <img
            src={current}
            alt={images.length > 1 ? `${name}, image ${active + 1} of ${images.length}` : name}
            width={800}
            height={800}
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto" aria-label="Product images">
          {images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === active ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg border-2 sm:size-20',
                  i === active ? 'border-brand-700' : 'border-transparent hover:border-gray-300',
                )}
              >
                <LaterImage src={src} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
