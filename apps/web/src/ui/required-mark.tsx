/** The asterisk of a mandatory entry, in the error colour Mantine uses for its own required marks. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
      {' *'}
    </span>
  );
}
