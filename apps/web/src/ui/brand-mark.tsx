/**
 * Messeportal's mark: a stand plan seen from above — three booths in a row and a corner stand — on the brand
 * colour. Decorative: the product's name is always written beside it.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false" style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-8)" />
      <path d="M7 7h8v8H7zM17 7h8v8h-8zM7 17h8v8H7z" fill="#fff" fillOpacity=".92" />
      <path d="M17 17h8v8h-8z" fill="var(--mantine-color-brand-3)" />
    </svg>
  );
}
