import type { ComponentProps } from 'react';
import { cn } from './cn';

export type SkeletonShape = 'block' | 'text' | 'circle';

const shapeClasses: Record<SkeletonShape, string> = {
  block: 'rounded-xl',
  text: 'h-4 rounded-md',
  circle: 'rounded-full',
};

export interface SkeletonProps extends ComponentProps<'div'> {
  shape?: SkeletonShape;
}

/** Placeholder while content loads; hidden from assistive technology (announce loading with a Spinner or aria-busy). */
export function Skeleton({ shape = 'block', className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse bg-line', shapeClasses[shape], className)}
      {...props}
    />
  );
}
