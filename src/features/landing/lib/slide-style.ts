import type { CSSProperties } from 'react';

/**
 * Where a slide sits for its signed distance from the active one. Neighbours turn away on a
 * cylinder (rotateY, pushed back with translateZ) under the stage's perspective; the
 * translateX percentages are of the slide's own width, so the ring scales with the card.
 * With reduced motion there is no 3D and no travel: the active slide fades in, the rest out.
 */
export function slideStyle(offset: number, reducedMotion: boolean): CSSProperties {
  const distance = Math.abs(offset);
  if (reducedMotion) {
    return {
      transform: 'translateX(-50%)',
      opacity: distance === 0 ? 1 : 0,
      zIndex: distance === 0 ? 1 : 0,
      transition: 'opacity 300ms ease',
    };
  }
  return {
    transform: `translateX(calc(-50% + ${offset * 72}%)) translateZ(${-distance * 160}px) rotateY(${-offset * 30}deg)`,
    opacity: distance === 0 ? 1 : distance === 1 ? 0.7 : distance === 2 ? 0.3 : 0,
    zIndex: 10 - distance,
    transition: 'transform 600ms cubic-bezier(.2,.7,.3,1), opacity 600ms ease',
  };
}
