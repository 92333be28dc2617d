/** How many sides of a stand of this type are open to the aisles; types without a fixed layout have none. */
const OPEN_SIDES: Record<string, number> = { inline: 1, corner: 2, head: 3, island: 4 };

// The sides in the order they open: the front first, then the right, the back, the left.
const SIDES = [
  { x1: 4, y1: 32, x2: 44, y2: 32 },
  { x1: 44, y1: 4, x2: 44, y2: 32 },
  { x1: 4, y1: 4, x2: 44, y2: 4 },
  { x1: 4, y1: 4, x2: 4, y2: 32 },
];

/**
 * A stand type's layout seen from above, decorative (its name says it): the stand's floor, its open sides as
 * dashed aisle edges and its closed sides as walls. Nothing for types whose sides are not fixed (rental systems …).
 */
export function StandPictogram({ standType }: { standType: string }) {
  const open = OPEN_SIDES[standType];
  if (open === undefined) return null;
  return (
    <svg viewBox="0 0 48 36" width="48" height="36" aria-hidden="true" focusable="false" style={{ flex: '0 0 auto' }}>
      <rect x="4" y="4" width="40" height="28" fill="var(--mantine-color-brand-1)" />
      {SIDES.map((side, index) =>
        index < open ? (
          <line key={index} {...side} stroke="var(--mantine-primary-color-filled)" strokeWidth="2" strokeDasharray="3 3" />
        ) : (
          <line key={index} {...side} stroke="var(--mantine-color-gray-7)" strokeWidth="4" strokeLinecap="square" />
        ),
      )}
    </svg>
  );
}
