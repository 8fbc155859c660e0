import { cn } from '@/components/ui/cn';

/** The featured image, or the gradient placeholder labelled 'No Image' (docs/product-rules.md 12.1). */
export function PostImage({ url, className }: { url: string | null; className?: string }) {
  if (url) return <img src={url} alt="" loading="lazy" className={cn('w-full object-cover', className)} />;
  return (
    <div
      className={cn(
        'flex w-full items-center justify-center bg-gradient-to-br from-indigo-600 via-purple-600 to-pink-600',
        'text-sm font-semibold text-white',
        className,
      )}
    >
      No Image
    </div>
  );
}
