/** The asterisk after a required field's label; screen readers learn it from `required` instead. */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span aria-hidden="true" className="text-[var(--danger)]">
      {' '}
      *
    </span>
  ) : null;
}
