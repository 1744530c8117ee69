// Five stars filled to a rating (4,7 fills four and seven tenths of the fifth), read by screen
// readers as one image: '4,7 de 5 estrelas'.
import { StarIcon } from 'lucide-react';
import { starFills, starsLabel } from '@/lib/hiring/rating-format';
import { cn } from '@/lib/utils';

export function RatingStars({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={starsLabel(value)} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {starFills(value).map((fill, i) => (
        <span key={i} aria-hidden="true" className="relative inline-flex size-[1em]">
          <StarIcon className="block size-full text-muted-foreground/40" strokeWidth={1.75} />
          {fill > 0 ? (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <StarIcon className="block size-[1em] max-w-none fill-amber-400 text-amber-500" strokeWidth={1.75} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
